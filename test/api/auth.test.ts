import { createHmac } from 'node:crypto';
import request from 'supertest';
import { AUTH_MESSAGES } from '../../src/auth/auth.messages';
import { hashPassword } from '../../src/auth/password';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

// Each suite boots the real app (argon2 hashing included) on a shared, sometimes busy machine.
jest.setTimeout(60_000);

const SECRET = 'test-secret-that-is-at-least-32-characters-long';

function b64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT signed by hand, so the tests can forge exactly what an attacker would send. */
function forge(header: object, payload: object, secret = SECRET, hmac: 'sha256' | 'sha512' = 'sha256'): string {
  const body = `${b64url(header)}.${b64url(payload)}`;
  return `${body}.${createHmac(hmac, secret).update(body).digest('base64url')}`;
}

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /api/token/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers {access} for the right credentials, and that token opens admin routes', async () => {
    const res = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['access']);
    expect(res.headers['cache-control']).toBe('no-store');
    const claims = decode(res.body.access);
    expect(JSON.parse(Buffer.from(res.body.access.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(claims.exp).toBe((claims.iat as number) + t.config.jwtTtlSeconds);
    const created = await request(t.http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${res.body.access}`)
      .send({ category_how: 'Cooking', category_paano: 'Pagluluto' });
    expect(created.status).toBe(201);
  });

  it('gives an unknown user and a wrong password the same status and body', async () => {
    const wrong = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: 'not the password' });
    const unknown = await request(t.http).post('/api/token/').send({ username: 'nobody', password: ADMIN_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'No active account found with the given credentials' });
    expect(unknown.body).toEqual(wrong.body);
    // A success resets the count these failures left behind.
    await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }).expect(200);
  });

  it('requires username and password, with field errors', async () => {
    const none = await request(t.http).post('/api/token/').send({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const blank = await request(t.http).post('/api/token/').send({ username: '', password: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ username: ['This field may not be blank.'] });
    const number = await request(t.http).post('/api/token/').send({ username: 42, password: 'x' });
    expect(number.status).toBe(400);
    expect(number.body).toEqual({ username: ['Not a valid string.'] });
  });

  it('accepts a 128-character Unicode password and refuses a 129-character one with a field error', async () => {
    const long = 'ñ'.repeat(60) + '密码🔑'.repeat(17).slice(0, 0) + 'パスワード'.repeat(13) + 'ü'.repeat(3);
    expect([...long].length).toBe(128);
    await sql(t.databaseUrl, `insert into admin_user (username, password_hash) values ('unicode', $1)`, [await hashPassword(long)]);
    const ok = await request(t.http).post('/api/token/').send({ username: 'unicode', password: long });
    expect(ok.status).toBe(200);
    // The same text in decomposed form (n + combining tilde) is the same password.
    const decomposed = await request(t.http)
      .post('/api/token/')
      .send({ username: 'unicode', password: long.normalize('NFD') });
    expect(decomposed.status).toBe(200);
    const tooLong = await request(t.http)
      .post('/api/token/')
      .send({ username: 'unicode', password: `${long}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ password: ['Ensure this field has no more than 128 characters.'] });
  });

  it('stores the password as an argon2id hash and never returns it', async () => {
    const [row] = await sql<{ password_hash: string }>(t.databaseUrl, `select password_hash from admin_user where username = $1`, [
      ADMIN_USERNAME,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('admin routes', () => {
  let t: TestApp;
  let adminId: number;
  let pv: number;
  const now = () => Math.floor(Date.now() / 1000);
  const attempt = (authorization?: string) => {
    const req = request(t.http).post('/api/categories/');
    if (authorization !== undefined) req.set('Authorization', authorization);
    return req.send({ category_how: 'Cooking', category_paano: 'Pagluluto' });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.token();
    const [row] = await sql<{ id: number; password_changed_at: Date }>(
      t.databaseUrl,
      `select id, password_changed_at from admin_user where username = $1`,
      [ADMIN_USERNAME],
    );
    adminId = row.id;
    pv = row.password_changed_at.getTime();
  });
  afterAll(() => t.close());

  it('without a token → 401 "Authentication credentials were not provided."', async () => {
    for (const header of [undefined, 'Basic YWRtaW46YWRtaW4=']) {
      const res = await attempt(header);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('accepts a well-formed HS256 token with an expiry (the forging helper is right)', async () => {
    const res = await attempt(`Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), pv, iat: now(), exp: now() + 60 })}`);
    expect(res.status).toBe(201);
  });

  const attacks: Array<[string, () => string]> = [
    ['garbage', () => 'not-a-jwt'],
    ['alg none', () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: String(adminId), pv, iat: now(), exp: now() + 60 })}.`],
    [
      'HS512 with the right secret',
      () => forge({ alg: 'HS512', typ: 'JWT' }, { sub: String(adminId), pv, iat: now(), exp: now() + 60 }, SECRET, 'sha512'),
    ],
    [
      'another secret',
      () => forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), pv, iat: now(), exp: now() + 60 }, 'x'.repeat(40)),
    ],
    ['expired', () => forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), pv, iat: now() - 7200, exp: now() - 3600 })],
    ['missing exp', () => forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), pv, iat: now() })],
    ['unknown user', () => forge({ alg: 'HS256', typ: 'JWT' }, { sub: '999', pv, iat: now(), exp: now() + 60 })],
  ];
  it.each(attacks)('refuses a token that is %s → 401 "Given token not valid for any token type"', async (_name, make) => {
    const res = await attempt(`Bearer ${make()}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('refuses a real token whose payload was edited', async () => {
    const [header, , signature] = (await t.token()).split('.');
    const edited = `${header}.${b64url({ ...decode(await t.token()), exp: now() + 10 * 365 * 86400 })}.${signature}`;
    const res = await attempt(`Bearer ${edited}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_MESSAGES.badToken });
  });

  it('refuses every token issued before a password change', async () => {
    const before = await t.token();
    await attempt(`Bearer ${before}`).expect(201);
    await sql(t.databaseUrl, `update admin_user set password_hash = $1, password_changed_at = now() where id = $2`, [
      await hashPassword('a brand new password'),
      adminId,
    ]);
    const res = await attempt(`Bearer ${before}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_MESSAGES.badToken });
    const old = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: 'a brand new password' });
    expect(fresh.status).toBe(200);
    await attempt(`Bearer ${fresh.body.access}`).expect(201);
  });
});
