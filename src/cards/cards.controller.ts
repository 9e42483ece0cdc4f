import { Controller, Get, Head, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CARDS_MESSAGES } from './cards.messages';
import { CardsService } from './cards.service';
import { Public } from '../auth/public.decorator';

/** The headers of media (media.controller.ts): the address changes with the card, so a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /cards/<name>.png: a page's social card (client/src/shared/social-card.ts), drawn on its first request. */
@Public()
@Controller('cards')
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  @Get(':name')
  get(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(name, req, res);
  }

  @Head(':name')
  head(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(name, req, res);
  }

  private async send(name: string, req: Request, res: Response): Promise<void> {
    const card = await this.cards.card(name);
    if (!card) throw new NotFoundException({ detail: CARDS_MESSAGES.notFound });
    // The name holds the hash of what the card shows: the same name is always the same picture.
    const etag = `"${name.replace(/\.(png|jpg)$/, '')}"`;
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Type', name.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(card.created_at).toUTCString());
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(card.png.length));
    res.end(req.method === 'HEAD' ? undefined : card.png);
  }
}
