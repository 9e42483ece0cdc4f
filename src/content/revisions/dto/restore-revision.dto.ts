import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import { CONTENT_MESSAGES } from '../../content.messages';

/** POST /api/bilingual-content/{id}/revisions/{revision}/restore/ */
export class RestoreRevisionDto {
  /** The guide's version the editor loaded: a newer save answers 409, as every save does. */
  @Type(() => Number)
  @IsInt({ message: CONTENT_MESSAGES.badVersion })
  version!: number;
}
