import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin:password` as the owner runs it on the server (the TypeScript compiled on the fly), on
 * a test database: the password from NEW_PASSWORD in `env`, or `stdin` piped in.
 */
export function runAdminPassword(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
  stdin?: string,
  args: string[] = [],
): Promise<CliResult> {
  const child = execFile(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'src/cli/admin-password.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SWCRC: 'true', NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
  });
  const done = new Promise<CliResult>((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
  child.stdin!.end(stdin);
  return done;
}
