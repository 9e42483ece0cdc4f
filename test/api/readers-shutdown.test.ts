import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_MESSAGES } from '../../src/common/request-limits';
import { runningPostgres, startServer, stopLeftoverPostgres } from '../crash/server-process';
import { createTestApp } from '../utils/test-app';

jest.setTimeout(180_000);

/** A raw connection that sends `head` and part of a body, then nothing more; resolves with what it was answered. */
function dripBeacon(port: number): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    'POST /api/public/readers/hit HTTP/1.1\r\nHost: x\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nt=guide&l=',
  );
  const answer = new Promise<string>((resolve) => {
    let data = '';
    socket.on('data', (c) => (data += String(c)));
    socket.once('close', () => resolve(data));
    socket.once('error', () => resolve(data));
  });
  return { socket, answer };
}

/** Issue 35 items 1 and 7: a beacon body that never ends holds neither a connection nor the shutdown. */
describe('readers: a beacon that never ends', () => {
  it('is answered 408 at BODY_TIMEOUT, like every other body, and its connection closed', async () => {
    const slow = await createTestApp({ BODY_TIMEOUT: '1' });
    const server = slow.http.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { answer } = dripBeacon((server.address() as AddressInfo).port);
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(text).toContain(REQUEST_MESSAGES.slowBody);
      expect(text.toLowerCase()).toContain('connection: close');
    } finally {
      await new Promise((r) => server.close(r));
      await slow.close();
    }
  });

  it('does not keep the embedded PostgreSQL running after a shutdown the app cannot finish', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hp-readers-shutdown-'));
    try {
      // A body timeout longer than the shutdown's: the open beacon keeps the HTTP server from closing.
      const server = await startServer({ DATA_DIR: dataDir, BODY_TIMEOUT: '120', ADMIN_PASSWORD: 'shutdown test password 1' });
      expect(runningPostgres(dataDir)).not.toBeNull();
      const { socket } = dripBeacon(Number(new URL(server.baseUrl).port));
      await new Promise((r) => setTimeout(r, 300));
      const code = await server.stop();
      socket.destroy();
      // The app's close is given up on, the database stopped, then the exit (1: not a clean stop).
      expect(code).toBe(1);
      expect(runningPostgres(dataDir)).toBeNull();
      expect(server.log.some((line) => /the app did not close in time/.test(line))).toBe(true);
    } finally {
      await stopLeftoverPostgres(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
