import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { fieldError } from '../../common/validation';
import { CONTENT_MESSAGES } from '../content.messages';

/**
 * The multipart step of SPEC §7's guide forms. Multipart carries text only, so `how`, `paano`,
 * `sections` and `sources` arrive as JSON text; they are parsed here, before the body is validated
 * as a CreateGuideDto or UpdateGuideDto (./guide.dto.ts). A JSON body with real objects passes as it is.
 */
export const GUIDE_JSON_FIELDS = ['how', 'paano', 'sections', 'sources', 'at_a_glance'] as const;

export function parseJsonFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const raw = body[field];
    if (typeof raw !== 'string') continue;
    if (raw.trim() === '') {
      delete out[field];
      continue;
    }
    try {
      out[field] = JSON.parse(raw);
    } catch {
      fieldError(field, CONTENT_MESSAGES.invalidJson(field));
    }
  }
  return out;
}

/** Runs after MultipartInterceptor (which fills req.body) and before the validation of the body. */
@Injectable()
export class GuideFormInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body;
    if (body && typeof body === 'object' && !Array.isArray(body))
      req.body = parseJsonFields(body as Record<string, unknown>, GUIDE_JSON_FIELDS);
    return next.handle();
  }
}
