import { bufferedStdout } from '../../src/common/log-buffer';

/**
 * Runs `run` with the process's stdout and stderr held back, and answers the lines written meanwhile
 * (the request lines' buffer flushed first). For a test that injects a failure: the ERROR lines it
 * causes are expected, so they are checked here instead of printed among the lines of passing tests
 * (issue 29 item 5). Lines nobody expected still print: only what `run` causes is held.
 */
export async function expectingLogs<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const hold = ((chunk: string | Uint8Array) => {
    lines.push(
      ...String(chunk)
        .split('\n')
        .filter((l) => l.trim()),
    );
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = hold;
  process.stderr.write = hold;
  try {
    const result = await run();
    bufferedStdout().flush();
    return { result, lines };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}
