import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { countRows, guideFields, insertCategory } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 6 item 3 as a hostile client does it, over a real socket: a 30 MB upload is answered 413
 * while the client is still sending (the server does not read the rest), and nothing is left
 * behind — no rows, no files. The same for a body that declares 400 MB up front (refused from
 * Content-Length before a byte is read).
 */

jest.setTimeout(60_000);

let t: TestApp;
let port: number;
let categoryId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen(0, '127.0.0.1');
  port = (t.app.getHttpServer().address() as { port: number }).port;
  categoryId = await insertCategory(t);
  token = await t.token();
});

afterAll(async () => {
  await t.close();
});

function files(): string[] {
  try {
    return readdirSync(t.config.uploadDir).sort();
  } catch {
    return [];
  }
}

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body the client had written when the response arrived. */
  sentWhenAnswered: number;
  total: number;
}

/**
 * Streams a multipart create whose header image is `imageBytes` long (a real PNG head, then
 * padding), 256 KB at a time, over a raw socket: the answer is read whatever happens to the
 * writing side (a server that stops reading may reset the connection under the client).
 */
function streamUpload(imageBytes: number, declaredLength?: number): Promise<Sent> {
  return new Promise((resolve, reject) => {
    void (async () => {
      const boundary = `----hp${randomBytes(8).toString('hex')}`;
      const fields = guideFields(categoryId, 'Thirty megabytes', 'Tatlumpung megabyte');
      let head = '';
      for (const [key, value] of Object.entries(fields)) {
        head += `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${typeof value === 'object' ? JSON.stringify(value) : String(value)}\r\n`;
      }
      head += `--${boundary}\r\nContent-Disposition: form-data; name="header_image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
      const png = await smallPng(10, 10);
      const tail = `\r\n--${boundary}--\r\n`;
      const total = Buffer.byteLength(head) + imageBytes + Buffer.byteLength(tail);
      const socket = connect(port, '127.0.0.1');
      let sent = 0;
      let sentWhenAnswered = -1;
      let received = '';
      socket.on('data', (chunk) => {
        if (sentWhenAnswered < 0) sentWhenAnswered = sent;
        received += String(chunk);
      });
      socket.on('error', () => undefined); // EPIPE / ECONNRESET once the server stops reading
      socket.on('close', () => {
        const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(received);
        if (!match) return reject(new Error(`no HTTP answer (sent ${sent} of ${total} bytes): ${received.slice(0, 200)}`));
        const length = /\r\ncontent-length: *(\d+)/i.exec(`\r\n${match[2]}`);
        resolve({ status: Number(match[1]), body: length ? match[3].slice(0, Number(length[1])) : match[3], sentWhenAnswered, total });
      });
      const open = () => !socket.destroyed && sentWhenAnswered < 0;
      const write = (chunk: Buffer | string) =>
        new Promise<void>((done) => {
          if (!open()) return done();
          sent += Buffer.byteLength(chunk);
          if (socket.write(chunk)) done();
          else {
            const finish = () => {
              socket.off('drain', finish);
              socket.off('close', finish);
              done();
            };
            socket.on('drain', finish);
            socket.on('close', finish);
          }
        });
      await new Promise<void>((r) => socket.once('connect', () => r()));
      await write(
        `POST /api/bilingual-content/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declaredLength ?? total}\r\n\r\n`,
      );
      if (imageBytes === 0) {
        // Headers only: whatever answers now was decided before reading the body.
        await new Promise((r) => setTimeout(r, 50));
        if (sentWhenAnswered < 0) await new Promise<void>((r) => socket.once('data', () => r()));
        socket.end();
        return;
      }
      await write(head);
      await write(png);
      const chunk = Buffer.alloc(256 * 1024, 7);
      for (let left = imageBytes - png.length; left > 0 && open(); left -= chunk.length) {
        await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
        await new Promise((r) => setImmediate(r));
      }
      if (open()) await write(tail);
      // Answered (or all sent): hang up; the server then drops the unfinished request.
      socket.end();
    })().catch(reject);
  });
}

describe('oversized uploads over a real socket', () => {
  it('answers a 30 MB image with 413 before the client has sent it all, leaving nothing behind', async () => {
    const rowsBefore = await countRows(t);
    const filesBefore = files();
    const res = await streamUpload(30 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Images must be at most 10 MB.' });
    // Answered while the client was still sending: the server stopped reading after 10 MB.
    expect(res.sentWhenAnswered).toBeLessThan(res.total);
    expect(res.sentWhenAnswered).toBeLessThan(20 * 1024 * 1024);
    expect(await countRows(t)).toEqual(rowsBefore);
    expect(files()).toEqual(filesBefore);
    // The server is fine afterwards.
    const again = await fetch(`http://127.0.0.1:${port}/api/categories/`);
    expect(again.status).toBe(200);
  });

  it('refuses a body declaring 400 MB from its Content-Length, before a byte of it is sent', async () => {
    const rowsBefore = await countRows(t);
    const res = await streamUpload(0, 400 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: expect.any(String) });
    expect(await countRows(t)).toEqual(rowsBefore);
  });
});
