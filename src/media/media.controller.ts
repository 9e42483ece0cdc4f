import { Controller, Get, Head, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MEDIA_MESSAGES } from './media.messages';
import { isMediaFileName } from './media-names';
import { MEDIA_STORE, type MediaStore } from './media-store';
import { Public } from '../auth/public.decorator';

/** Serves uploaded renditions from the store. Only server-made names are served, read from the raw URL (never decoded). */
@Public()
@Controller('media')
export class MediaController {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  @Get(['', '*path'])
  get(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res);
  }

  @Head(['', '*path'])
  head(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res);
  }

  private send(req: Request, res: Response): Promise<void> {
    // The raw path: "..%2f", "%2e%2e", backslashes and sub-directories never match the name pattern.
    const raw = req.originalUrl.split('?')[0].replace(/^\/media\//, '');
    if (!isMediaFileName(raw)) throw new NotFoundException({ detail: MEDIA_MESSAGES.notFound });
    return this.store.serve(raw, req, res);
  }
}
