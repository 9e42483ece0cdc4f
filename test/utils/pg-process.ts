import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface PgProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts test/utils/pg-server.ts in a child process and resolves with its URL once it accepts connections. */
export function startPgProcess(pgdata: string, port: number): Promise<PgProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'pg-server.ts'), pgdata, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SWCRC: 'true' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        resolve({
          url: line.trim(),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`pg-server exited with ${code}`)));
  });
}
