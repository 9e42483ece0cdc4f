/**
 * A service the app depends on (other than the database) did not answer: the error filter answers
 * 503 with `detail`, the words a user reads, and Retry-After, and logs the message (which names the
 * service and the cause) on one line. The database's own failures are isConnectionFailure's.
 */
export class UnavailableError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}
