import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';

/**
 * The editor on the demo content (as a newcomer's first `npm start` shows it): saving the Tagalog
 * version of each kind of guide changes the Filipino title and nothing else, and the dashboard and
 * preview render every demo guide without a page error.
 */

let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];
let token: string;

jest.setTimeout(180_000);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoDatabase(server.databaseUrl);
  token = await server.token();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  errors = collectErrors(page);
  await page.goto(`${server.baseUrl}/login-access`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function retrieve(id: number) {
  const res = await request(server.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Everything a save may legitimately change (version, timestamps, source row ids) is left out. */
function stable(guide: Record<string, unknown>) {
  // translation_state is derived (issue 12): a Filipino title change marks the English title for an update.
  const { version, updated_at, sources, translation_state, ...rest } = guide;
  void version;
  void updated_at;
  void translation_state;
  return { ...rest, sources: (sources as { source_link: string }[]).map((s) => s.source_link) };
}

describe('the editor on demo content', () => {
  it('lists every demo guide on the dashboard', async () => {
    const list = await request(server.http).get('/api/bilingual-content/').set('Authorization', `Bearer ${token}`);
    expect(list.body.length).toBeGreaterThanOrEqual(12);
    await page.goto(`${server.baseUrl}/admin-hp-access`);
    await page.getByRole('heading', { name: 'Manage Existing Content' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(list.body.length);
    await screenshot(page, 'admin-demo-dashboard-1280');
  });

  it('changes only the Filipino title when the Tagalog version is saved', async () => {
    const ids = (
      (await request(server.http).get('/api/bilingual-content/').set('Authorization', `Bearer ${token}`)).body as { id: number }[]
    ).map((g) => g.id);
    // List items carry no sections (issue 9): each guide is read whole.
    const list = (await Promise.all(ids.map(retrieve))) as {
      id: number;
      sections: { section_how: string; section_how_bullets: string[] }[];
    }[];
    // The guides with the richest markup: a [p] key insight and indented sub-points.
    const rich = list.filter(
      (g) =>
        g.sections.some((s) => /^\s*\[p\]/i.test(s.section_how)) &&
        g.sections.some((s) => s.section_how_bullets.some((b) => b.includes('\n'))),
    );
    expect(rich.length).toBeGreaterThan(0);
    for (const { id } of rich.slice(0, 3)) {
      const before = await retrieve(id);
      await page.goto(`${server.baseUrl}/admin-hp-access/edit/${id}/paano`);
      const title = page.getByLabel('Title', { exact: true });
      expect(await title.inputValue()).toBe(before.paano.title);
      await title.fill(`${before.paano.title} (binago)`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Tagalog content updated successfully!' }).waitFor();
      const after = await retrieve(id);
      expect(stable(after)).toEqual(stable({ ...before, paano: { ...before.paano, title: `${before.paano.title} (binago)` } }));
    }
  });

  it('previews every demo guide in both languages', async () => {
    const list = (await request(server.http).get('/api/bilingual-content/').set('Authorization', `Bearer ${token}`)).body as {
      id: number;
      title: string;
      paano_content: { title: string } | null;
    }[];
    for (const guide of list) {
      await page.goto(`${server.baseUrl}/admin-hp-access/draft/${guide.id}`);
      await page.getByRole('heading', { level: 1, name: guide.title, exact: true }).waitFor();
      if (guide.paano_content?.title) {
        await page.getByRole('button', { name: 'Paano' }).click();
        await page.getByRole('heading', { level: 1, name: guide.paano_content.title, exact: true }).waitFor();
      }
    }
    expect(errors).toEqual([]);
  });
});
