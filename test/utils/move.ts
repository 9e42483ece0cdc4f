import request from 'supertest';
import type { ImportJobDto } from '../../client/src/api/types';
import type { TestApp } from './test-app';

/** A site's move archive (GET /api/export/archive), as bytes. */
export async function downloadArchive(app: TestApp, bearer: string): Promise<Buffer> {
  const archive = await request(app.http)
    .get('/api/export/archive')
    .set('Authorization', bearer)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(archive.status).toBe(200);
  return archive.body as Buffer;
}

/** Imports a move archive into `app` and waits for the job to end; answers the finished job. */
export async function importArchive(app: TestApp, bearer: string, archive: Buffer): Promise<ImportJobDto> {
  const started = await request(app.http)
    .post('/api/import')
    .set('Authorization', bearer)
    .set('Content-Type', 'application/gzip')
    .send(archive);
  expect(started.status).toBe(202);
  let job: ImportJobDto;
  for (;;) {
    job = (await request(app.http).get(`/api/import/jobs/${started.body.id}`).set('Authorization', bearer).expect(200)).body;
    if (job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}
