import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { REQUEST_MESSAGES } from '../common/request-limits';
import { MAX_FIELD_BYTES, MAX_FILES, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from './media.messages';

/** Set on a request by the interceptor: called the moment one of its files passes the size limit. */
const ON_FILE_TOO_LARGE = Symbol('onFileTooLarge');
type UploadRequest = Request & { [ON_FILE_TOO_LARGE]?: () => void };

const memory = multer.memoryStorage();
/**
 * Memory storage that also reports a file passing the size limit at once: busboy stops buffering it
 * and says so on the file's stream, while multer itself would call back only after draining the
 * whole remaining body (a 30 MB or 30 GB upload read to the end before the 413).
 */
const storage: multer.StorageEngine = {
  _handleFile(req, file, callback) {
    file.stream.once('limit', () => (req as UploadRequest)[ON_FILE_TOO_LARGE]?.());
    memory._handleFile(req, file, callback);
  },
  _removeFile(req, file, callback) {
    memory._removeFile(req, file, callback);
  },
};

const upload = multer({
  storage,
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
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve();
      };
      // A file over 10 MB: answer 413 now instead of after the whole body. What the client still sends
      // is discarded as it arrives, never buffered (closing at once would reset the connection under a
      // client still sending, which then loses the answer).
      (req as UploadRequest)[ON_FILE_TOO_LARGE] = () => settle(new PayloadTooLargeException({ detail: MEDIA_MESSAGES.tooLarge }));
      upload(req, res, (err: unknown) => settle(err ? toHttpError(err) : undefined));
    });
    if (!req.body || typeof req.body !== 'object') req.body = {};
    // PostgreSQL cannot store a NUL in text: refused here, as in JSON bodies and URLs (src/common/request-limits.ts).
    if (Object.values(req.body as Record<string, unknown>).some((v) => typeof v === 'string' && v.includes('\0'))) {
      throw new BadRequestException({ detail: REQUEST_MESSAGES.nul });
    }
    if (!Array.isArray(req.files)) (req as { files?: unknown }).files = [];
    return next.handle();
  }
}
