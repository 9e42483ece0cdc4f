import { createParamDecorator, type ExecutionContext, type HttpException, Injectable, type PipeTransform } from '@nestjs/common';
import type { Request } from 'express';

/** How an id is written: 1 to 9 digits (the columns are 32-bit integers). */
export const ID_PATTERN = /^\d{1,9}$/;

/** The id written in a path or a query, or null when it is not one (0 names nothing). */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Turns a route's {id} into a number, or answers the given 404: a malformed id names nothing. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: () => HttpException) {}

  transform(value: unknown): number {
    const id = parseId(value);
    if (id === null) throw this.notFound();
    return id;
  }
}

/**
 * The path's text itself: through `@Param()`, a `number` parameter reaches its pipes already
 * converted by the global ValidationPipe (`+"1e3"` is 1000, `+"0x1"` is 1), too late to refuse them.
 */
const RawParam = createParamDecorator((name: string, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().params[name]);

/** `@IdParam('id', () => new NotFoundException(...)) id: number` — the route's numeric id, or that 404. */
export function IdParam(name: string, notFound: () => HttpException): ParameterDecorator {
  return RawParam(name, new ParseIdPipe(notFound));
}
