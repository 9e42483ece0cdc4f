import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ReviewersController } from './reviewers.controller';
import { ReviewersRepository } from './reviewers.repository';
import { ReviewersService } from './reviewers.service';

/** /api/reviewers (issue 38): reviewers defined once, picked per guide. */
@Module({
  imports: [MediaModule],
  controllers: [ReviewersController],
  providers: [ReviewersService, ReviewersRepository],
  exports: [ReviewersService],
})
export class ReviewersModule {}
