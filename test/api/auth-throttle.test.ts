import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/app-config';
import { AUTH_MESSAGES } from '../../src/auth/auth.messages';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

// Each suite boots the real app (argon2 hashing included) on a shared, sometimes busy machine.
jest.setTimeout(60_000);

const WRONG = { username: ADMIN_USERNAME, password: 'definitely wrong' };
const RIGHT = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };

describe('sign-in throttling per client address (TRUST_PROXY on)', () => {
  let t: TestApp;
  let n = 0;
  /** A fresh simulated client address for each scenario. */
  const newAddress = () => `203.0.113.${++n}`;
  const signIn = (address: string, body: object, path = '/api/token/') =>
    request(t.http).post(path).set('X-Forwarded-For', address).send(body);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('after 5 failures answers 429 with Retry-After, refuses even the right password, leaves other addresses alone', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) await signIn(address, WRONG).expect(401);
    const locked = await signIn(address, WRONG);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: AUTH_MESSAGES.throttled(10), minutes: 10 });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);

    const right = await signIn(address, RIGHT);
    expect(right.status).toBe(429);
    expect(right.body.access).toBeUndefined();

    await signIn(newAddress(), RIGHT).expect(200);
  });

  it('a success resets the count', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) await signIn(address, WRONG).expect(401);
    await signIn(address, RIGHT).expect(200);
    for (let i = 0; i < 5; i++) await signIn(address, WRONG).expect(401);
    await signIn(address, WRONG).expect(429);
  });

  it('counts case and trailing-slash variants of the path against the same limit', async () => {
    const address = newAddress();
    const paths = ['/api/token/', '/api/token', '/API/TOKEN/', '/Api/Token', '/api/TOKEN/'];
    for (const path of paths) await signIn(address, WRONG, path).expect(401);
    for (const path of [...paths, '/API/token']) {
      const res = await signIn(address, RIGHT, path);
      expect(res.status).toBe(429);
    }
  });

  it('lets at most 5 of 100 parallel wrong attempts through; the rest are 429', async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 100 }, () => signIn(address, WRONG)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    await signIn(address, RIGHT).expect(429);
  });

  it('holds across replicas: 2 apps on one database, 100 parallel wrong attempts → at most 5 answered 401', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hp-test-data-'));
    const replica = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'true',
        JWT_SECRET: t.config.jwtSecret!,
      }),
      t.databaseUrl,
    );
    try {
      await replica.init();
      const address = newAddress();
      const servers = [t.http, replica.getHttpServer()];
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          request(servers[i % 2])
            .post('/api/token/')
            .set('X-Forwarded-For', address)
            .send(WRONG),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
      await request(replica.getHttpServer()).post('/api/token/').set('X-Forwarded-For', address).send(RIGHT).expect(429);
    } finally {
      await replica.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('grows the wait after a lock expires: 20 minutes, then 40, capped at 24 hours', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) await signIn(address, WRONG).expect(401);
    await signIn(address, WRONG).expect(429);
    const expire = () =>
      sql(t.databaseUrl, `update login_attempt set locked_until = now() - interval '1 second' where address = $1`, [address]);

    await expire();
    await signIn(address, WRONG).expect(401); // one more try once the wait is over...
    const second = await signIn(address, WRONG); // ...and the next lock is twice as long
    expect(second.status).toBe(429);
    expect(second.body.detail).toBe(AUTH_MESSAGES.throttled(20));

    await expire();
    await signIn(address, WRONG).expect(401);
    expect((await signIn(address, WRONG)).body.detail).toBe(AUTH_MESSAGES.throttled(40));

    await sql(t.databaseUrl, `update login_attempt set lock_level = 12 where address = $1`, [address]);
    await expire();
    await signIn(address, WRONG).expect(401);
    const capped = await signIn(address, WRONG);
    expect(capped.body.detail).toBe(AUTH_MESSAGES.throttled(1440));
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(86400);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(86000);

    // Once the wait is over, the right password works and forgets everything.
    await expire();
    await signIn(address, RIGHT).expect(200);
    const rows = await sql(t.databaseUrl, `select 1 from login_attempt where address = $1`, [address]);
    expect(rows).toHaveLength(0);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) await signIn(address, WRONG).expect(401);
    await sql(t.databaseUrl, `update login_attempt set first_failure_at = now() - interval '16 minutes' where address = $1`, [address]);
    for (let i = 0; i < 4; i++) await signIn(address, WRONG).expect(401);
    await signIn(address, RIGHT).expect(200);
  });
});

describe('sign-in throttling without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot dodge the limit by inventing addresses', async () => {
    for (let i = 0; i < 5; i++) {
      await request(t.http).post('/api/token/').set('X-Forwarded-For', `198.51.100.${i}`).send(WRONG).expect(401);
    }
    const res = await request(t.http).post('/api/token/').set('X-Forwarded-For', '198.51.100.99').send(RIGHT);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
