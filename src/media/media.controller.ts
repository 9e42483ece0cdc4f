import { Controller, Get, Head, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { join } from 'node:path';
import { ImageStoreService } from './image-store.service';
import { MEDIA_MESSAGES } from './media.messages';
import { isMediaFileName } from './media-names';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves uploaded renditions. Only server-made names are served, read from the raw URL (never decoded). */
@Controller('media')
export class MediaController {
  constructor(private readonly images: ImageStoreService) {}

  @Get(['', '*path'])
  get(@Req() req: Request, @Res() res: Response): void {
    this.send(req, res);
  }

  @Head(['', '*path'])
  head(@Req() req: Request, @Res() res: Response): void {
    this.send(req, res);
  }

  private send(req: Request, res: Response): void {
    // The raw path: "..%2f", "%2e%2e", backslashes and sub-directories never match the name pattern.
    const raw = req.originalUrl.split('?')[0].replace(/^\/media\//, '');
    if (!isMediaFileName(raw)) throw new NotFoundException({ detail: MEDIA_MESSAGES.notFound });
    res.sendFile(
      join(this.images.dir, raw),
      {
        dotfiles: 'deny',
        cacheControl: false,
        lastModified: true,
        headers: { 'Cache-Control': IMMUTABLE, 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' },
      },
      (error) => {
        if (!error || res.headersSent) return;
        res.status(404).setHeader('Cache-Control', 'no-store');
        res.json({ detail: MEDIA_MESSAGES.notFound });
      },
    );
  }
}
