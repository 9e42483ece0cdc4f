/**
 * Request lines gathered and written to stdout in batches (issue 11 item 3): one write per batch
 * instead of one per request. A batch is written when it reaches FLUSH_BYTES, FLUSH_MS after its
 * first line, and at exit (process.on('exit'): stdout is synchronous for files, pipes and terminals
 * on Linux, so the last lines are written before the process ends; a SIGKILL loses at most FLUSH_MS).
 */
const FLUSH_BYTES = 64 * 1024;
const FLUSH_MS = 50;

export class LineBuffer {
  private lines: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly out: (chunk: string) => void) {}

  readonly write = (line: string): void => {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= FLUSH_BYTES) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(this.flush, FLUSH_MS);
      this.timer.unref();
    }
  };

  readonly flush = (): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.lines.length) return;
    const chunk = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    this.out(chunk);
  };
}

let stdoutBuffer: LineBuffer | undefined;

/** The process's one buffer of request lines on stdout, flushed at exit. */
export function bufferedStdout(): LineBuffer {
  if (!stdoutBuffer) {
    const buffer = new LineBuffer((chunk) => process.stdout.write(chunk));
    process.on('exit', buffer.flush);
    stdoutBuffer = buffer;
  }
  return stdoutBuffer;
}
