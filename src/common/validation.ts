import { BadRequestException, type Type, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * How a refusal is answered, given as a rule's class-validator `context`:
 * - `{ detail: true }`: the rule's message is one of SPEC's sentences (a required value missing),
 *   answered as `{detail: message}`;
 * - `{ field: 'name' }`: the field error is answered under `name` instead of the property's path
 *   (SPEC's forms name a section's heading `section_how`, not `sections.0.section_how`).
 */
export interface AnswerContext {
  detail?: true;
  field?: string;
}

export const AS_DETAIL: AnswerContext = { detail: true };
export const answerAs = (field: string): AnswerContext => ({ field });

/** In a message, `$path` is the field's full name, e.g. `how.title` (class-validator's `$property` is `title`). */
const PATH_TOKEN = /\$path/g;

interface Refusal {
  field: string;
  messages: string[];
  detail: boolean;
}

function refusals(errors: ValidationError[], prefix = ''): Refusal[] {
  const out: Refusal[] = [];
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      const contexts = Object.values(error.contexts ?? {}) as AnswerContext[];
      const field = contexts.find((c) => c.field)?.field ?? path;
      out.push({
        field,
        messages: Object.values(error.constraints).map((m) => m.replace(PATH_TOKEN, path)),
        detail: contexts.some((c) => c.detail),
      });
    }
    if (error.children?.length) out.push(...refusals(error.children, path));
  }
  return out;
}

/**
 * SPEC's answer to a refused body: every malformed field as `{field: [messages]}` (the first
 * refusal of a field wins when several map to one name); when no field is malformed, the first
 * missing value's SPEC sentence as `{detail}`.
 */
export function validationAnswer(errors: ValidationError[]): Record<string, unknown> {
  const found = refusals(errors);
  const fields = found.filter((r) => !r.detail);
  if (!fields.length && found.length) return { detail: found[0].messages[0] };
  const out: Record<string, string[]> = {};
  for (const r of fields) out[r.field] ??= r.messages;
  return out;
}

/** Throws a 400 in SPEC's field-error shape. */
export function fieldError(field: string, message: string): never {
  throw new BadRequestException({ [field]: [message] });
}

/** A body built by the server itself (e.g. a revision to restore), checked and transformed as a request's would be. */
export function validateBody<T extends object>(type: Type<T>, body: Record<string, unknown>): Promise<T> {
  return createValidationPipe().transform(body, { type: 'body', metatype: type }) as Promise<T>;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(validationAnswer(errors)),
  });
}
