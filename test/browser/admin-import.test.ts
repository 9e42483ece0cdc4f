import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * Issue 28: the administrator's import at 360 px — choose a Polylang export, check it (nothing
 * written), change a guessed language, confirm, see the progress end in the result; the screen in
 * Filipino; every control at least 44 × 44 px.
 */

const FIXTURE = join(__dirname, '..', 'fixtures', 'import', 'polylang.xml');

let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  page = await context.newPage();
  errors = collectErrors(page);
  page.setDefaultTimeout(20_000);
  await page.goto(`${server.baseUrl}/login-access`);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin-hp-access');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
}, 60_000);

jest.setTimeout(120_000);

async function guides(): Promise<number> {
  return Number((await sql<{ n: number }>(server.databaseUrl, 'select count(*)::int as n from guide'))[0]!.n);
}

/** Visible controls of the screen under 44 × 44 px (own box or label's, whichever is larger). */
async function smallTargets(): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.hp-import :is(a[href], button, input, select, summary)'))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
        const box = [el, ...labels].map((x) => x.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
        return { small: box.width < 43.5 || box.height < 43.5, text: `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"` };
      })
      .filter((x) => x.small)
      .map((x) => x.text),
  );
}

describe('import in the admin', () => {
  it('is linked from the top bar; the check writes nothing and lists what will happen', async () => {
    // On a phone the screens are behind the top bar's Menu button (issue 39 item 2).
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Import / Export' }).click();
    await page.getByRole('heading', { name: 'Move in, move out' }).waitFor();
    await page.getByLabel('Export file (.xml or .tar.gz)').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('4 guide(s) to import.').waitFor();
    await page.getByText('How to Start an Emergency Fund / Paano Magsimula ng Emergency Fund').waitFor();
    await page.getByText('Money Matters / Usapang Pera (new)').waitFor();
    expect(await guides()).toBe(0);
    const guessed = page.getByLabel('Language of “Paano mag-ipon para sa bahay” (guessed from the text)');
    expect(await guessed.inputValue()).toBe('paano');
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    await screenshot(page, 'import-check-360');
    expect(await smallTargets()).toEqual([]);
  });

  it('imports on confirm with the language the owner chose, showing progress and the result', async () => {
    await page.getByLabel('Language of “How to Compare Savings Accounts”').selectOption('paano');
    await page.getByRole('button', { name: 'Import 4 guide(s)' }).click();
    await page.getByText('Imported 4 guide(s). Their old addresses now lead to them.').waitFor();
    expect(await guides()).toBe(4);
    const [row] = await sql<{ title: string; lang: string }>(
      server.databaseUrl,
      `select t.title, t.lang from guide_translation t where t.title = 'How to Compare Savings Accounts'`,
    );
    expect(row).toEqual({ title: 'How to Compare Savings Accounts', lang: 'paano' });
    await screenshot(page, 'import-done-360');
  });

  it('speaks Filipino when asked, and a second check says nothing would change', async () => {
    // The admin's one language switch, in the top bar (issue 39).
    await page.locator('.hp-topbar__lang').getByRole('button', { name: 'Filipino', exact: true }).click();
    await page.getByRole('heading', { name: 'Paglipat papasok at palabas' }).waitFor();
    await page.getByLabel('Export file (.xml o .tar.gz)').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Suriin ang file' }).click();
    await page.getByText('Na-import na dati ang lahat ng nasa file na ito: walang mababago kung i-import muli.').waitFor();
    expect(await page.getByRole('button', { name: /I-import ang/ }).count()).toBe(0);
    await screenshot(page, 'import-again-360-fil');
    expect(await smallTargets()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
