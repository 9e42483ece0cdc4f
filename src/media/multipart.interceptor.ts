import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { MAX_FIELD_BYTES, MAX_FILES, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from './media.messages';

const upload = multer({
  storage: multer.memoryStorage(),
  // busboy stops buffering a file at fileSize and multer answers at once; the rest is discarded unread into memory.
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fieldSize: MAX_FIELD_BYTES, fields: 200, parts: 240 },
}).any();

/** Every file at its limit plus the text fields and multipart overhead. */
const MAX_REQUEST_BYTES = MAX_FILES * MAX_IMAGE_BYTES + 2 * MAX_FIELD_BYTES;

function toHttpError(error: unknown): Error {
  const code = (error as { code?: string })?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({ detail: MEDIA_MESSAGES.tooLarge });
    case 'LIMIT_FILE_COUNT':
      return new PayloadTooLargeException({ detail: MEDIA_MESSAGES.tooManyFiles });
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
      return new PayloadTooLargeException({ detail: MEDIA_MESSAGES.requestTooLarge });
    default:
      return new BadRequestException({ detail: 'The upload could not be read. Please try again.' });
  }
}

/**
 * Parses a multipart body (fields into req.body, every file into req.files, in memory) with the
 * upload limits, and maps multer's errors to SPEC-style `{detail}` answers.
 */
@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // Refused before a byte of the body is read when the declared size cannot fit the limits.
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      res.setHeader('Connection', 'close');
      throw new PayloadTooLargeException({ detail: MEDIA_MESSAGES.requestTooLarge });
    }
    await new Promise<void>((resolve, reject) => upload(req, res, (err: unknown) => (err ? reject(toHttpError(err)) : resolve())));
    if (!req.body || typeof req.body !== 'object') req.body = {};
    if (!Array.isArray(req.files)) (req as { files?: unknown }).files = [];
    return next.handle();
  }
}
