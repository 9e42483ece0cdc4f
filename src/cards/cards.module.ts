import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { CardsController } from './cards.controller';
import { CardsRepository } from './cards.repository';
import { CardsService } from './cards.service';

/** Social cards (issue 27 item 2; docs/found.md). */
@Module({
  imports: [MediaModule],
  controllers: [CardsController],
  providers: [CardsService, CardsRepository],
})
export class CardsModule {}
