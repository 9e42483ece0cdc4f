import { IsIn, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { AS_DETAIL } from '../../common/validation';
import { guideIdOf, READER_LANGS, type ReaderLang } from '../readers-rules';
import { READERS_MESSAGES } from '../readers.messages';

/** Every refusal of a vote is answered with the one sentence that says what to send. */
const refused: ValidationOptions = { message: READERS_MESSAGES.badVote, context: AS_DETAIL };

const IsGuideId = (options: ValidationOptions) =>
  ValidateBy({ name: 'isGuideId', validator: { validate: (value: unknown) => guideIdOf(value) !== null } }, options);

/**
 * "Did this guide help?" (POST /api/public/readers/helpful, issue 24): the form's fields, validated by
 * the global ValidationPipe like every other body; a refused vote is answered 400 with
 * READERS_MESSAGES.badVote and counts nothing.
 */
export class HelpfulVoteDto {
  /** The guide's id, as the form sends it (digits). */
  @IsGuideId(refused)
  g!: string;

  @IsIn(READER_LANGS, refused)
  l!: ReaderLang;

  @IsIn(['yes', 'no'], refused)
  v!: 'yes' | 'no';

  /** The page to return to: a path of this site only (never //host, never a scheme). */
  @Matches(/^\/[^/\\]/, refused)
  @MaxLength(600, refused)
  to!: string;
}
