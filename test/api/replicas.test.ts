import request from 'supertest';
import { createApp } from '../../src/app';
import { ContentChanged } from '../../src/common/content-changed';
import { createTestApp, type TestApp } from '../utils/test-app';

/** Two replicas on one database: a write on one clears the caches of the other (LISTEN/NOTIFY). */
describe('several replicas on one database', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createApp(a.config, a.databaseUrl);
    await b.init();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('tells replica B when replica A creates a category', async () => {
    let heard = 0;
    b.get(ContentChanged).subscribe(() => heard++);
    // Give B's listener connection a moment to be LISTENing (it connects in the background at boot).
    for (let i = 0; i < 50 && heard === 0; i++) {
      await request(a.http)
        .post('/api/categories/')
        .set('Authorization', `Bearer ${await a.token()}`)
        .send({ category_how: `Replica ${i}`, category_paano: `Replika ${i}` })
        .expect(201);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard).toBeGreaterThan(0);
  });
});
