import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_REDIRECT_PATH } from '../../content/path-redirect.repository';
import { SEO_MESSAGES } from '../../../client/src/shared/seo-messages';

/** A permanent redirect: an old address of this site to a guide (by its address or slug). */
export class CreateRedirectBody {
  @IsString({ message: SEO_MESSAGES.badFrom })
  @MinLength(2, { message: SEO_MESSAGES.badFrom })
  @MaxLength(MAX_REDIRECT_PATH, { message: SEO_MESSAGES.badFrom })
  from!: string;

  @IsString({ message: SEO_MESSAGES.guideNotFound })
  @MinLength(1, { message: SEO_MESSAGES.guideNotFound })
  @MaxLength(2000, { message: SEO_MESSAGES.guideNotFound })
  to!: string;
}
