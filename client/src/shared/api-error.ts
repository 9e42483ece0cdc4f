/** An HTTP answer outside 200–299; `body` is the parsed JSON error ({detail}, {error} or {field: [...]}). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
    message?: string,
  ) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}
