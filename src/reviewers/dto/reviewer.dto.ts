import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AS_DETAIL } from '../../common/validation';
import { REVIEWER_LIMITS, REVIEWER_MESSAGES } from '../reviewers.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const isTrue = (value: unknown) => value === true || (typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim()));

/** An optional text of at most `max` characters (a multipart form sends every field as text). */
function Text(max: number, tooLong: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(trim),
    MaxLength(max, { message: tooLong }),
    IsString({ message: REVIEWER_MESSAGES.notString }),
  );
}

/** POST /api/admin/reviewers/ (JSON or multipart with an optional `photo` file). */
export class CreateReviewerDto {
  @Transform(trim)
  @MaxLength(REVIEWER_LIMITS.name, { message: REVIEWER_MESSAGES.nameTooLong })
  @IsString({ message: REVIEWER_MESSAGES.notString })
  @IsNotEmpty({ message: REVIEWER_MESSAGES.nameRequired, context: AS_DETAIL })
  name!: string;

  @Text(REVIEWER_LIMITS.credential, REVIEWER_MESSAGES.credentialTooLong)
  credential_how?: string;

  @Text(REVIEWER_LIMITS.credential, REVIEWER_MESSAGES.credentialTooLong)
  credential_paano?: string;

  @Text(REVIEWER_LIMITS.bio, REVIEWER_MESSAGES.bioTooLong)
  bio_how?: string;

  @Text(REVIEWER_LIMITS.bio, REVIEWER_MESSAGES.bioTooLong)
  bio_paano?: string;
}

/** PUT /api/admin/reviewers/{id}/: the same fields; `remove_photo: true` drops the photo. */
export class UpdateReviewerDto extends CreateReviewerDto {
  @Transform(({ value }) => isTrue(value))
  @Allow()
  remove_photo?: boolean;
}
