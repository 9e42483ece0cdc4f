import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { createApp } from '../../src/app';
import { DATABASE_UNAVAILABLE } from '../../src/common/http-error.filter';
import { loadConfig } from '../../src/config/app-config';
import { migrate } from '../../src/database/database';
import { freePort } from '../../src/database/embedded-postgres';
import { categorySegment } from '../../client/src/shared/slug';
import { collectErrors, launchChromium, screenshot } from '../utils/browser';
import { startPgProcess, type PgProcess } from '../utils/pg-process';

/**
 * Issue 6 item 8, the public site during a database outage (test/api/outage.test.ts covers the API):
 * with PostgreSQL stopped, pages rendered before the outage are still served from the HTML cache
 * (and read fine in Chromium, links and language data included), a page never rendered before and
 * the API answer at once with a 503, Retry-After and a clear message, no internals (never hang, never a
 * stack trace, never a "not found" with 200; issue 26 item 4);
 * when PostgreSQL returns, the same process serves fresh pages again and sees new writes.
 */

const PASSWORD = 'outage cache test password';
const TITLE = 'How to keep reading when the database naps';

describe('the public site while the database is down', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-outage-site-'));
  const pgdata = join(dir, 'pgdata');
  let port: number;
  let db: PgProcess;
  let app: Awaited<ReturnType<typeof createApp>>;
  let baseUrl: string;
  let browser: Browser;
  let guidePath: string;
  let guideId: number;
  let token: string;
  let categoryId: number;

  beforeAll(async () => {
    port = await freePort();
    db = await startPgProcess(pgdata, port);
    await migrate(db.url);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'data'),
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'outage-site-test-secret-that-is-long-enough',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    app = await createApp(config, db.url);
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const http = app.getHttpServer();
    token = (await request(http).post('/api/token/').send({ username: 'admin', password: PASSWORD }).expect(200)).body.access;
    const category = await request(http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${token}`)
      .send({ category_how: 'Resilience', category_paano: 'Katatagan' })
      .expect(201);
    const t = (title: string) =>
      JSON.stringify({
        title,
        header_description: 'Stays up',
        introduction: 'Cached pages keep answering.',
        conclusion: 'Done.',
        meta_keywords: 'x',
        meta_description: 'y',
      });
    const guide = await request(http)
      .post('/api/bilingual-content/')
      .set('Authorization', `Bearer ${token}`)
      .field('how', t(TITLE))
      .field('paano', t('Paano magbasa kahit tulog ang database'))
      .field('category', String(category.body.id))
      .field('post_status', 'published')
      .field(
        'sections',
        JSON.stringify([
          {
            section_how: 'Step one',
            section_paano: 'Unang hakbang',
            section_how_bullets: ['Read on'],
            section_paano_bullets: ['Basa pa'],
            order: 0,
          },
        ]),
      )
      .field('sources', JSON.stringify(['https://example.com/']));
    expect(guide.status).toBe(201);
    guideId = guide.body.id;
    categoryId = category.body.id;
    guidePath = `/${categorySegment('Resilience')}/${guide.body.how.slug}`;
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves cached pages, answers the rest at once with a clear message, and recovers by itself', async () => {
    const http = app.getHttpServer();
    // Rendered (and cached) while the database is up.
    for (const path of ['/', guidePath, '/about']) expect([path, (await request(http).get(path)).status]).toEqual([path, 200]);

    // Lines written around the app's logger (knex prints lost connections with console.log) would break JSON logs.
    const rawLines = jest.spyOn(console, 'log');
    await db.stop();

    for (const path of ['/', guidePath, '/about']) {
      const res = await request(http).get(path).timeout(15_000);
      expect([path, res.status]).toEqual([path, 200]);
    }
    expect((await request(http).get(guidePath)).text).toContain(TITLE);

    // Never rendered before: a quick 503 with Retry-After and a message (never a "not found" with 200), no internals.
    for (const path of ['/category/resilience', '/resilience/no-such-guide', '/some-search-words', '/category/resilience?page=2']) {
      const res = await request(http).get(path).timeout(15_000);
      expect([path, res.status, res.headers['retry-after']]).toEqual([path, 503, '5']);
      expect(res.text).not.toMatch(/ECONNREFUSED|at \S+ \(|MikroORM|knex|password/i);
      expect(res.text).not.toMatch(/Category not found|Content not found|There is no category/i);
    }
    // The uncached category page in both languages, phone and desktop: its name and a message in its language.
    for (const [path, lang, message] of [
      ['/category/resilience', 'en', 'Failed to load categories'],
      ['/category/mga-tip-sa-katatagan', 'fil', 'Hindi ma-load ang mga kategorya'],
    ] as const) {
      for (const width of [360, 1280]) {
        const view = await browser.newPage({ viewport: { width, height: 800 } });
        const answer = await view.goto(baseUrl + path);
        expect(answer?.status()).toBe(503);
        await expect(view.locator('[role=alert]').first().innerText()).resolves.toBe(message);
        expect(await view.title()).not.toMatch(/not found|Hindi nakita/i);
        await screenshot(view, `replicas-outage-category-${lang}-${width}`);
        await view.close();
      }
    }
    // Liveness stays up (cached pages are served), readiness is down.
    expect((await request(http).get('/healthz')).status).toBe(200);
    expect((await request(http).get('/readyz')).status).toBe(503);
    const api = await request(http).get('/api/public/content/?status=published').timeout(15_000);
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ detail: DATABASE_UNAVAILABLE });

    // In Chromium the cached guide reads normally (its data travels in the page).
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(baseUrl + guidePath);
    await expect(page.locator('h1').first().innerText()).resolves.toBe(TITLE);
    await page.getByText('Read on').waitFor();
    await screenshot(page, 'hardening-outage-cached-guide');
    expect(await page.locator('body').innerText()).not.toContain('Unexpected Application Error!');
    expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    await page.close();

    db = await startPgProcess(pgdata, port);

    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await request(http).get('/category/resilience')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    // A write after the outage reaches the pages (the cache learns about it).
    const renamed = `${TITLE} again`;
    await request(http)
      .put(`/api/bilingual-content/${guideId}/`)
      .set('Authorization', `Bearer ${token}`)
      .field('lang', 'how')
      .field('how', JSON.stringify({ title: renamed }))
      .field('category', String(categoryId))
      .expect(200);
    let text = '';
    for (let i = 0; i < 50 && !text.includes(renamed); i++) {
      text = (await request(http).get(guidePath)).text;
      if (!text.includes(renamed)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(text).toContain(renamed);
    expect(rawLines.mock.calls.map((c) => String(c[0]))).toEqual([]);
    rawLines.mockRestore();
  }, 120_000);
});
