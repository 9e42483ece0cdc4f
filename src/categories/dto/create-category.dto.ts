import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_MESSAGES, META_MAX_LENGTH } from '../categories.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/categories/ body; emptiness is checked by the service to give SPEC's single message. */
export class CreateCategoryDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(255, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  category_how?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(255, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  category_paano?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(META_MAX_LENGTH, { message: CATEGORY_MESSAGES.metaTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  meta_description?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(META_MAX_LENGTH, { message: CATEGORY_MESSAGES.metaTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  meta_keywords?: string;
}
