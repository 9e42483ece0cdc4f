import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AS_DETAIL } from '../../common/validation';
import { CATEGORY_MESSAGES, META_MAX_LENGTH } from '../categories.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Both names, missing or blank, are SPEC §5's one sentence; a malformed value is its field's error. */
const NAME_REQUIRED = { message: CATEGORY_MESSAGES.bothNamesRequired, context: AS_DETAIL };

/** POST /api/categories/ body. With stopAtFirstError, the decorator nearest the property is checked first. */
export class CreateCategoryDto {
  @Transform(trim)
  @MaxLength(255, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  @IsNotEmpty(NAME_REQUIRED)
  category_how!: string;

  @Transform(trim)
  @MaxLength(255, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsString({ message: CATEGORY_MESSAGES.notString })
  @IsNotEmpty(NAME_REQUIRED)
  category_paano!: string;

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
