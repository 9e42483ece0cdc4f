import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, PayloadTooLargeException } from '@nestjs/common';
import { DriverException, NotFoundError, OptimisticLockError, ConnectionException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { FORM_MESSAGES } from '../../client/src/shared/form-messages';
import { isAborted, REQUEST_MESSAGES } from './request-limits';
import { UnavailableError } from './unavailable.error';
import { DatabaseCircuit } from './database-circuit';

/**
 * The JSON body an HttpException answers with: our own bodies as they are ({field: [...]}, {detail},
 * {error}); a plain string or Nest's built-in shape ({statusCode, message, error}) as {detail}. The
 * API's error filter and the server render's loaders (site/server-public-api.ts) both use it.
 */
export function httpExceptionBody(exception: HttpException): Record<string, unknown> {
  const response = exception.getResponse();
  if (typeof response === 'string') return { detail: response };
  const obj = response as Record<string, unknown>;
  if ('statusCode' in obj && 'message' in obj) {
    const message = Array.isArray(obj.message) ? obj.message.join(' ') : String(obj.message);
    return { detail: exception instanceof PayloadTooLargeException ? REQUEST_MESSAGES.tooLarge : message };
  }
  return obj;
}

export const DATABASE_UNAVAILABLE = 'The database is not answering right now. Please try again in a moment.';
/** Seconds a 503 (database unavailable, pool exhausted) asks the client to wait. */
export const RETRY_AFTER_SECONDS = 5;
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * Whether an error means the database cannot serve now (down, restarting, out of connections, the
 * pool exhausted, a statement cut by the timeout): a 503 the client may retry, never a 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const code = (error as { code?: string })?.code;
  const message = String((error as Error)?.message ?? '');
  return (
    // SQLSTATE class 08, connection exception: lost, refused, and PgBouncer's own errors (08P01: "server
    // login has been failing", "server conn crashed?", query_wait_timeout) while PostgreSQL is away.
    /^08[0-9A-Z]{3}$/.test(code ?? '') ||
    // 57P01-03: shut down / restarting; 53300: too many connections; 57014: statement timeout.
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '57014'].includes(
      code ?? '',
    ) ||
    /Knex: Timeout acquiring a connection|Connection terminated|connect ECONNREFUSED|timeout expired|Connection ended unexpectedly|not queryable|too many clients/.test(
      message,
    ) ||
    // knex counts a transaction complete once COMMIT is sent; when the connection dies under that COMMIT,
    // the ORM's rollback meets this error instead, and the connection error is lost (seen by
    // test/prod/cluster.sh: a save in flight when PostgreSQL stopped). Its outcome is unknown: retry.
    /^Transaction query already complete/.test(message) ||
    // The embedded server's Unix socket disappears while it is down.
    (code === 'ENOENT' && message.includes('.s.PGSQL.'))
  );
}

/**
 * One error shape for the whole API: `{detail}` in general, `{error}` for guide lookups,
 * `{field: [messages]}` for field errors (those shapes are built where the error is thrown).
 * Never a stack trace or SQL text in a response.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly circuit: DatabaseCircuit) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, body } = this.describe(exception, req);
    if (res.headersSent) return;
    if (status === HttpStatus.SERVICE_UNAVAILABLE) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(status).json(body);
  }

  private describe(exception: unknown, req: Request): { status: number; body: unknown } {
    if (exception instanceof HttpException) return { status: exception.getStatus(), body: httpExceptionBody(exception) };
    const type = (exception as { type?: string })?.type;
    if (type === 'entity.too.large') return { status: 413, body: { detail: REQUEST_MESSAGES.tooLarge } };
    if (type === 'entity.parse.failed') return { status: 400, body: { detail: REQUEST_MESSAGES.notJson } };
    if (isAborted(exception)) {
      // The client went away (an upload cancelled, a tab closed): one line, no stack, nobody to answer.
      this.logger.warn(`Client went away during ${req.method} ${req.path}`);
      return { status: 400, body: { detail: REQUEST_MESSAGES.unreadable } };
    }
    if (exception instanceof NotFoundError) return { status: 404, body: { detail: 'Not found.' } };
    if (exception instanceof OptimisticLockError) {
      return { status: 409, body: { detail: FORM_MESSAGES.staleVersion } };
    }
    // Before the database's check: the object store's refused connection is no database outage.
    if (exception instanceof UnavailableError) {
      this.logger.error(`${exception.message} (during ${req.method} ${req.path})`);
      return { status: 503, body: { detail: exception.detail } };
    }
    if (isConnectionFailure(exception)) {
      this.circuit.failed(exception);
      this.logger.error(`Database unavailable during ${req.method} ${req.path}: ${(exception as Error).message}`);
      return { status: 503, body: { detail: DATABASE_UNAVAILABLE } };
    }
    // Text PostgreSQL cannot hold (a NUL that slipped past the request checks): the client's fault, no SQL in the log.
    const sqlState = (exception as { code?: string })?.code;
    if (exception instanceof DriverException && (sqlState === '22021' || sqlState === '22P05')) {
      return { status: 400, body: { detail: REQUEST_MESSAGES.nul } };
    }
    if (exception instanceof DriverException) {
      this.logger.error(`Database error during ${req.method} ${req.path}: ${exception.message}`);
      return { status: 500, body: { detail: INTERNAL_ERROR } };
    }
    this.logger.error(`Unhandled error during ${req.method} ${req.path}`, (exception as Error)?.stack ?? String(exception));
    return { status: 500, body: { detail: INTERNAL_ERROR } };
  }
}
