import { createHmac } from 'node:crypto';
import request from 'supertest';
import { AUTH_MESSAGES } from '../../src/auth/auth.messages';
import { MAX_FAILURES } from '../../src/auth/login-throttle.service';
import { RECOVERY_CODE_COUNT, totpCode } from '../../src/auth/two-factor';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * Issue 30 item 6: the owner's account. A token lived as long as its own exp said; tokens could be
 * revoked only by a password change, which only a server command could make; no second factor.
 */

jest.setTimeout(90_000);

const SECRET = 'test-secret-that-is-at-least-32-characters-long';

function forge(payload: object): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

let t: TestApp;
/** Each test its own client address (TRUST_PROXY), so lock-outs of one test never reach another. */
let addressCount = 0;
let address = '';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());
beforeEach(() => {
  address = `198.51.100.${++addressCount}`;
});

const signIn = (body: object) => request(t.http).post('/api/token/').set('X-Forwarded-For', address).send(body);
const as = (token: string) => ({
  get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', address),
  post: (path: string, body: object = {}) =>
    request(t.http).post(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', address).send(body),
});

async function token(password = ADMIN_PASSWORD, code?: string): Promise<string> {
  const res = await signIn({ username: ADMIN_USERNAME, password, ...(code ? { code } : {}) });
  expect(res.status).toBe(200);
  return res.body.access as string;
}

describe('token lifetime', () => {
  it('refuses a correctly signed token whose exp is far beyond JWT_TTL, and one issued in the future', async () => {
    const [{ id, password_changed_at: changed }] = await sql<{ id: number; password_changed_at: Date }>(
      t.databaseUrl,
      `select id, password_changed_at from admin_user`,
    );
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(id), pv: new Date(changed).getTime(), tv: 0 };
    const fine = forge({ ...claims, iat: now, exp: now + 60 });
    expect((await as(fine).get('/api/account/')).status).toBe(200);

    const issuedLongAgo = forge({ ...claims, iat: now - t.config.jwtTtlSeconds - 5, exp: now + 10 * 365 * 86400 });
    const res = await as(issuedLongAgo).get('/api/account/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_MESSAGES.badToken });
    const fromTheFuture = forge({ ...claims, iat: now + 3600, exp: now + 7200 });
    expect((await as(fromTheFuture).get('/api/account/')).status).toBe(401);
  });
});

describe('logout', () => {
  it("asks the browser to empty the site's HTTP cache (the editor's draft images), no token needed", async () => {
    const res = await request(t.http).post('/api/logout/');
    expect(res.status).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('sign out everywhere', () => {
  it('refuses every token issued before, here and on the other devices', async () => {
    const phone = await token();
    const laptop = await token();
    expect((await as(laptop).get('/api/account/')).body).toEqual({
      username: ADMIN_USERNAME,
      two_factor: false,
      recovery_codes_left: 0,
      language: 'en',
    });
    expect((await as(laptop).post('/api/account/sign-out-everywhere')).status).toBe(204);
    for (const old of [phone, laptop]) {
      const res = await as(old).post('/api/categories/', { category_how: 'Tools', category_paano: 'Kasangkapan' });
      expect([res.status, res.body]).toEqual([401, { detail: AUTH_MESSAGES.badToken }]);
    }
    // Signing in again works, with a token of the new version.
    expect((await as(await token()).get('/api/account/')).status).toBe(200);
  });
});

describe('change password', () => {
  const NEW_PASSWORD = 'a new and longer passphrase';

  it('needs the current password; a wrong one is counted like a failed sign-in', async () => {
    const session = await token();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await as(session).post('/api/account/password', { current_password: 'wrong', new_password: NEW_PASSWORD });
      expect([res.status, res.body]).toEqual([400, { current_password: [AUTH_MESSAGES.wrongPassword] }]);
    }
    const locked = await as(session).post('/api/account/password', { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-in from the same address is locked too: one budget.
    expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(429);
    await sql(t.databaseUrl, `delete from login_attempt`);
  });

  it('refuses a too-short new password with the field message', async () => {
    const res = await as(await token()).post('/api/account/password', { current_password: ADMIN_PASSWORD, new_password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.new_password[0]).toMatch(/at least/);
  });

  it('changes it: other sessions are refused, this one goes on with the token answered, the new password signs in', async () => {
    const other = await token();
    const session = await token();
    const res = await as(session).post('/api/account/password', { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await as(other).get('/api/account/')).status).toBe(401);
    expect((await as(session).get('/api/account/')).status).toBe(401);
    expect((await as(res.body.access).get('/api/account/')).status).toBe(200);
    expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(401);
    // Back to the suite's password for the tests after.
    const back = await as(await token(NEW_PASSWORD)).post('/api/account/password', {
      current_password: NEW_PASSWORD,
      new_password: ADMIN_PASSWORD,
    });
    expect(back.status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  let secret = '';
  let recovery: string[] = [];
  let confirmedCode = '';

  it('is set up with the current password and confirmed with a code from the app', async () => {
    let session = await token();
    expect((await as(session).post('/api/account/two-factor/setup', { current_password: 'wrong' })).status).toBe(400);
    const setup = await as(session).post('/api/account/two-factor/setup', { current_password: ADMIN_PASSWORD });
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toBe(`otpauth://totp/HowPaano:admin?issuer=HowPaano&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // The same address as a QR code an app scans (what the image holds: test/browser/account.test.ts).
    expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not in force until confirmed: the password alone still signs in.
    expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);

    const wrong = await as(session).post('/api/account/two-factor/confirm', { code: '000000' === totpCode(secret) ? '111111' : '000000' });
    expect([wrong.status, wrong.body]).toEqual([400, { code: [AUTH_MESSAGES.badCode] }]);
    confirmedCode = totpCode(secret);
    const confirmed = await as(session).post('/api/account/two-factor/confirm', { code: confirmedCode });
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body).sort()).toEqual(['access', 'recovery_codes']);
    // This session goes on with the token answered (every other one is signed out: two-factor-lockout.test.ts).
    session = confirmed.body.access;
    recovery = confirmed.body.recovery_codes;
    expect(recovery).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recovery).size).toBe(RECOVERY_CODE_COUNT);
    expect((await as(session).get('/api/account/')).body).toEqual({
      username: ADMIN_USERNAME,
      two_factor: true,
      recovery_codes_left: RECOVERY_CODE_COUNT,
      language: 'en',
    });
    // Kept hashed: the codes are nowhere in the database as written.
    const stored = await sql<{ code_hash: string }>(t.databaseUrl, `select code_hash from admin_recovery_code`);
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);
  });

  it('asks for the code after the right password, refuses a wrong or reused one, and takes the current one', async () => {
    const noCode = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect([noCode.status, noCode.body]).toEqual([401, { detail: AUTH_MESSAGES.codeRequired, code_required: true }]);
    // A wrong password says nothing about codes.
    const badPassword = await signIn({ username: ADMIN_USERNAME, password: 'wrong', code: totpCode(secret) });
    expect(badPassword.body).toEqual({ detail: AUTH_MESSAGES.badCredentials });
    const wrongCode = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: '12345x' });
    expect([wrongCode.status, wrongCode.body]).toEqual([401, { detail: AUTH_MESSAGES.badCode, code_required: true }]);
    await sql(t.databaseUrl, `delete from login_attempt`);
    // The code confirmed at setup was used: it is refused (whether or not its 30 s step has passed since);
    // the next step's code signs in.
    const used = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: confirmedCode });
    expect(used.status).toBe(401);
    const next = totpCode(secret, Date.now() + 30_000);
    const ok = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: next.replace(/^(\d{3})/, '$1 ') });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['access']);
    // And once only.
    expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: next })).status).toBe(401);
    await sql(t.databaseUrl, `delete from login_attempt`);
  });

  it('takes each recovery code once', async () => {
    const first = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: recovery[0].toUpperCase() });
    expect(first.status).toBe(200);
    const again = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: recovery[0] });
    expect([again.status, again.body]).toEqual([401, { detail: AUTH_MESSAGES.badCode, code_required: true }]);
    expect((await as(first.body.access).get('/api/account/')).body.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    await sql(t.databaseUrl, `delete from login_attempt`);
  });

  it('locks code entry after as many wrong codes as wrong passwords', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: 'aaaaa-bbbbb' })).status).toBe(401);
    }
    const locked = await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, code: recovery[1] });
    expect([locked.status, locked.body.detail]).toEqual([429, AUTH_MESSAGES.codesLocked(10)]);
    await sql(t.databaseUrl, `delete from login_attempt`);
  });

  it('is turned off with the current password and a code: the password alone signs in again', async () => {
    const session = await token(ADMIN_PASSWORD, recovery[2]);
    expect((await as(session).post('/api/account/two-factor/disable', { current_password: 'wrong', code: recovery[3] })).status).toBe(400);
    expect(
      (await as(session).post('/api/account/two-factor/disable', { current_password: ADMIN_PASSWORD, code: recovery[3] })).status,
    ).toBe(204);
    expect((await as(session).get('/api/account/')).body).toEqual({
      username: ADMIN_USERNAME,
      two_factor: false,
      recovery_codes_left: 0,
      language: 'en',
    });
    expect((await signIn({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('needs a token for every account call', async () => {
    for (const path of ['/api/account/password', '/api/account/sign-out-everywhere', '/api/account/two-factor/setup']) {
      expect((await request(t.http).post(path).send({})).status).toBe(401);
    }
    expect((await request(t.http).get('/api/account/')).status).toBe(401);
  });
});

describe('the admin language (issue 39)', () => {
  const put = (tok: string | null, body: object) => {
    const req = request(t.http).put('/api/account/language').set('X-Forwarded-For', address);
    return (tok ? req.set('Authorization', `Bearer ${tok}`) : req).send(body);
  };

  it('is English until the owner chooses Filipino, kept with the account for every later session', async () => {
    const first = await token();
    expect((await as(first).get('/api/account/')).body.language).toBe('en');
    const chosen = await put(first, { language: 'fil' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.language).toBe('fil');
    // Another session (another device) reads the same choice.
    const second = await token();
    expect((await as(second).get('/api/account/')).body.language).toBe('fil');
    expect((await put(second, { language: 'en' })).body.language).toBe('en');
    expect((await as(first).get('/api/account/')).body.language).toBe('en');
  });

  it('takes en or fil only, and only from the signed-in owner', async () => {
    const tok = await token();
    for (const language of ['tl', 'EN', '', 3, null]) {
      const res = await put(tok, { language });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('language');
    }
    expect((await put(tok, {})).status).toBe(400);
    expect((await put(null, { language: 'fil' })).status).toBe(401);
    expect((await as(tok).get('/api/account/')).body.language).toBe('en');
  });
});
