import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { DIFFICULTIES, type Difficulty } from '../../../client/src/api/types';
import { answerAs } from '../../common/validation';
import { BLOCK_LIMITS, BLOCK_MESSAGES } from '../content.messages';

/**
 * Issue 38's blocks as the guide forms carry them (guide.dto.ts uses these): a section's steps,
 * each language's needs, tips and warnings, and the guide's "at a glance". Like the rest of the
 * form: text is stored as typed (NUL aside), blank list entries are dropped, numbers may come as text.
 */

function clean(text: string): string {
  return text.includes('\u0000') ? text.replace(/\u0000/g, '') : text;
}

function text(value: unknown, trim = false): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return value;
  return trim ? clean(value).trim() : clean(value);
}

/** A list of texts: a single string is a list of one, blank entries are dropped. */
function textList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list)) return list;
  return list.map((v) => text(v)).filter((v) => v !== undefined && !(typeof v === 'string' && v.trim() === ''));
}

function OptionalText(field: string, max: number, trim = false): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => text(value, trim)),
    IsOptional(),
    IsString({ message: BLOCK_MESSAGES.notText(field), context: answerAs(field) }),
    MaxLength(max, { message: BLOCK_MESSAGES.tooLong(field, max), context: answerAs(field) }),
  );
}

/** A list of short texts (tips, warnings, a step's details). */
export function TextListField(field: string, maxItems: number, maxLength: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => textList(value)),
    IsOptional(),
    IsArray({ message: BLOCK_MESSAGES.notList(field), context: answerAs(field) }),
    ArrayMaxSize(maxItems, { message: BLOCK_MESSAGES.tooMany(field, maxItems), context: answerAs(field) }),
    IsString({ each: true, message: BLOCK_MESSAGES.notText(field), context: answerAs(field) }),
    MaxLength(maxLength, { each: true, message: BLOCK_MESSAGES.tooLong(field, maxLength), context: answerAs(field) }),
  );
}

export class NeedFormDto {
  @Transform(({ value }) => text(value, true))
  // Checked bottom up: a missing name first, then its length.
  @MaxLength(BLOCK_LIMITS.needText, { message: BLOCK_MESSAGES.tooLong('needs', BLOCK_LIMITS.needText), context: answerAs('needs') })
  @IsNotEmpty({ message: BLOCK_MESSAGES.needItem, context: answerAs('needs') })
  @IsString({ message: BLOCK_MESSAGES.needItem, context: answerAs('needs') })
  item!: string;

  @OptionalText('needs', BLOCK_LIMITS.quantity, true)
  quantity?: string;

  @OptionalText('needs', BLOCK_LIMITS.needText, true)
  note?: string;
}

/** An item given as a plain string is an item with nothing else; items with no text at all are dropped. */
export function NeedsField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      if (value === undefined || value === null) return undefined;
      if (!Array.isArray(value)) return value;
      return value
        .map((v: unknown) => (typeof v === 'string' ? { item: v } : v))
        .filter((v: unknown) => {
          if (typeof v !== 'object' || v === null) return true;
          const o = v as Record<string, unknown>;
          return [o.item, o.quantity, o.note].some((x) => typeof x === 'string' && x.trim() !== '') || typeof o.item !== 'string';
        });
    }),
    Type(() => NeedFormDto),
    IsOptional(),
    IsArray({ message: BLOCK_MESSAGES.notList('needs'), context: answerAs('needs') }),
    ArrayMaxSize(BLOCK_LIMITS.needs, { message: BLOCK_MESSAGES.tooMany('needs', BLOCK_LIMITS.needs), context: answerAs('needs') }),
    IsObject({ each: true, message: BLOCK_MESSAGES.needItem, context: answerAs('needs') }),
    ValidateNested({ each: true }),
  );
}

export class StepFormDto {
  @OptionalText('steps', BLOCK_LIMITS.action)
  action_how?: string;

  @OptionalText('steps', BLOCK_LIMITS.action)
  action_paano?: string;

  @TextListField('steps', BLOCK_LIMITS.details, BLOCK_LIMITS.text)
  details_how?: string[];

  @TextListField('steps', BLOCK_LIMITS.details, BLOCK_LIMITS.text)
  details_paano?: string[];

  /** The URL a read gave: this guide's step image by that URL is kept; null or absent: none (or a new upload). */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : null))
  @Allow()
  image!: string | null;

  @OptionalText('steps', BLOCK_LIMITS.alt, true)
  image_how_alt?: string;

  @OptionalText('steps', BLOCK_LIMITS.alt, true)
  image_paano_alt?: string;
}

export function StepsField(): PropertyDecorator {
  return applyDecorators(
    Type(() => StepFormDto),
    IsOptional(),
    IsArray({ message: BLOCK_MESSAGES.notList('steps'), context: answerAs('steps') }),
    ArrayMaxSize(BLOCK_LIMITS.steps, { message: BLOCK_MESSAGES.tooMany('steps', BLOCK_LIMITS.steps), context: answerAs('steps') }),
    IsObject({ each: true, message: BLOCK_MESSAGES.notList('steps'), context: answerAs('steps') }),
    ValidateNested({ each: true }),
  );
}

function amount(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string') return Number(value.replace(/[₱,\s]/g, ''));
  return value;
}

function Amount(field: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => amount(value)),
    IsOptional(),
    IsInt({ message: BLOCK_MESSAGES.wholeNumber(field), context: answerAs('at_a_glance') }),
    Min(0, { message: BLOCK_MESSAGES.wholeNumber(field), context: answerAs('at_a_glance') }),
  );
}

function notBelow(min: 'time_minutes' | 'cost_min', field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notBelow',
      validator: {
        validate: (value: unknown, args) => {
          const low = (args?.object as Record<string, unknown>)[min];
          return typeof value !== 'number' || typeof low !== 'number' || value >= low;
        },
      },
    },
    { message: BLOCK_MESSAGES.badRange(field), context: answerAs('at_a_glance') },
  );
}

export class AtAGlanceFormDto {
  @Amount('time_minutes')
  time_minutes?: number;

  @Amount('time_max_minutes')
  @notBelow('time_minutes', 'time')
  time_max_minutes?: number;

  @Amount('cost_min')
  cost_min?: number;

  @Amount('cost_max')
  @notBelow('cost_min', 'cost')
  cost_max?: number;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)))
  @IsOptional()
  @IsIn(DIFFICULTIES, { message: BLOCK_MESSAGES.badDifficulty, context: answerAs('at_a_glance') })
  difficulty?: Difficulty;
}

/** undefined: not sent (kept); null, "null" or {} with nothing in it: none. */
export function AtAGlanceField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      if (value === undefined) return undefined;
      if (value === null || value === 'null' || value === '') return null;
      return value;
    }),
    Type(() => AtAGlanceFormDto),
    IsOptional(),
    IsObject({ message: BLOCK_MESSAGES.badAtAGlance, context: answerAs('at_a_glance') }),
    ValidateNested(),
  );
}
