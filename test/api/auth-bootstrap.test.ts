import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { AuthService } from '../../src/auth/auth.service';
import { loadConfig } from '../../src/config/app-config';
import { JWT_SECRET_MISMATCH } from '../../src/auth/token.service';
import { runAdminPassword } from '../utils/admin-cli';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../utils/test-app';
import { createTestDatabase, sql } from '../utils/test-db';

// Each suite boots the real app (argon2 hashing included) on a shared, sometimes busy machine.
jest.setTimeout(60_000);

/** A second app process-in-process on an existing database, as another replica or a restart would be. */
async function openAnotherApp(databaseUrl: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error', ...env });
  const app = await createApp(config, databaseUrl);
  try {
    await app.init();
  } catch (error) {
    await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function signIn(http: unknown, password: string, username = ADMIN_USERNAME) {
  return request(http as never)
    .post('/api/token/')
    .send({ username, password });
}

describe('the administrator account at boot', () => {
  it('outside production without ADMIN_PASSWORD: creates admin with a random password for the start banner, in no log line', async () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ ADMIN_PASSWORD: '', LOG_LEVEL: 'log' });
    } finally {
      spy.mockRestore();
    }
    try {
      // What main.ts prints once, in the banner (test/api/first-start.test.ts reads the real process's output).
      const first = t.app.get(AuthService).firstSignIn();
      expect(first).toEqual({ username: ADMIN_USERNAME, password: expect.stringMatching(/^\S{20,}$/) });
      const lines = written.join('').split('\n');
      expect(lines.filter((l) => l.includes('Admin account created'))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(first!.password!))).toEqual([]);
      await signIn(t.http, first!.password!).expect(200);
    } finally {
      await t.close();
    }
  });

  it('in production with no administrator and no ADMIN_PASSWORD: refuses to start with one clear line', async () => {
    const databaseUrl = await createTestDatabase();
    await expect(openAnotherApp(databaseUrl, { NODE_ENV: 'production' })).rejects.toThrow(
      /^ADMIN_PASSWORD is required on first start in production: set it to create the administrator account$/,
    );
  });

  it('never overwrites an existing administrator password from ADMIN_PASSWORD', async () => {
    const t = await createTestApp();
    try {
      const other = await openAnotherApp(t.databaseUrl, {
        ADMIN_USERNAME,
        ADMIN_PASSWORD: 'a different configured password',
        JWT_SECRET: t.config.jwtSecret!,
      });
      try {
        await signIn(other.http, 'a different configured password').expect(401);
        await signIn(other.http, ADMIN_PASSWORD).expect(200);
      } finally {
        await other.close();
      }
      const admins = await sql(t.databaseUrl, `select username from admin_user`);
      expect(admins).toEqual([{ username: ADMIN_USERNAME }]);
    } finally {
      await t.close();
    }
  });

  it('a replica whose JWT_SECRET differs from the one the database has seen refuses to start with one clear line', async () => {
    const t = await createTestApp();
    try {
      await expect(
        openAnotherApp(t.databaseUrl, { ADMIN_USERNAME, ADMIN_PASSWORD, JWT_SECRET: 'another-secret-that-is-also-32-characters-long' }),
      ).rejects.toThrow(new RegExp(`^${JWT_SECRET_MISMATCH.replace(/[()]/g, '\\$&')}$`));
      // Nor one without JWT_SECRET (it would sign with the database's generated secret instead).
      await expect(openAnotherApp(t.databaseUrl, { ADMIN_USERNAME, ADMIN_PASSWORD })).rejects.toThrow(JWT_SECRET_MISMATCH);
      // The same secret starts, and the database never holds the secret given in the environment.
      const same = await openAnotherApp(t.databaseUrl, { ADMIN_USERNAME, ADMIN_PASSWORD, JWT_SECRET: t.config.jwtSecret! });
      await same.close();
      const settings = await sql<{ key: string; value: string }>(t.databaseUrl, `select key, value from app_setting`);
      expect(settings.some((row) => row.value.includes(t.config.jwtSecret!))).toBe(false);
      expect(settings.find((row) => row.key === 'jwt_secret_fingerprint')?.value).toMatch(/^scrypt\$/);
      await signIn(t.http, ADMIN_PASSWORD).expect(200);
    } finally {
      await t.close();
    }
  });

  it('without JWT_SECRET: generates one secret, stores it, and every replica accepts its tokens', async () => {
    const t = await createTestApp({ JWT_SECRET: '' });
    try {
      const token = await t.token();
      const rows = await sql<{ value: string }>(t.databaseUrl, `select value from app_setting where key = 'jwt_secret'`);
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0].value, 'base64url').length).toBe(48);
      const replica = await openAnotherApp(t.databaseUrl, { ADMIN_USERNAME, ADMIN_PASSWORD });
      try {
        const res = await request(replica.http)
          .post('/api/categories/')
          .set('Authorization', `Bearer ${token}`)
          .send({ category_how: 'Cooking', category_paano: 'Pagluluto' });
        expect(res.status).toBe(201);
      } finally {
        await replica.close();
      }
      const after = await sql(t.databaseUrl, `select value from app_setting where key = 'jwt_secret'`);
      expect(after).toEqual(rows);
    } finally {
      await t.close();
    }
  });
});

describe('npm run admin:password', () => {
  // Each run starts a Node process that compiles the TypeScript on the fly: slow on a busy machine.
  jest.setTimeout(90_000);
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'hp-test-cli-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runCli = (env: Record<string, string>, stdin?: string) => runAdminPassword(t.databaseUrl, dataDir, env, stdin);

  it('sets a new password from NEW_PASSWORD and signs every session out', async () => {
    const before = await t.token();
    const result = await runCli({ ADMIN_USERNAME, NEW_PASSWORD: 'Bagong password ñ 2026' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Password changed for ${ADMIN_USERNAME}`);
    expect(result.code).toBe(0);
    await signIn(t.http, ADMIN_PASSWORD).expect(401);
    await signIn(t.http, 'Bagong password ñ 2026').expect(200);
    const res = await request(t.http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${before}`)
      .send({ category_how: 'a', category_paano: 'b' });
    expect(res.status).toBe(401);
  });

  it('reads the password from piped stdin and refuses a too-short one or an unknown account', async () => {
    const piped = await runCli({ ADMIN_USERNAME }, 'from stdin password\n');
    expect(piped.code).toBe(0);
    await signIn(t.http, 'from stdin password').expect(200);

    const short = await runCli({ ADMIN_USERNAME, NEW_PASSWORD: 'short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('The password must be at least 8 characters long.\n');

    const unknown = await runCli({ ADMIN_USERNAME: 'mallory', NEW_PASSWORD: 'long enough password' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no administrator named "mallory"');
    await signIn(t.http, 'from stdin password').expect(200);
  });
});
