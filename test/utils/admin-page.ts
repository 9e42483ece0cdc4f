import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, type TestServer } from './browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './test-app';

export interface AdminPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The page's console errors and failed loads (collectErrors). */
  errors: string[];
}

/** Signs the administrator in on `page` through the login form; resolves on the dashboard. */
export async function signInAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login-access`);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin-hp-access');
}

/** A Chromium with one page at `viewport`, its errors collected, the administrator signed in. */
export async function openAdminPage(server: TestServer, viewport: { width: number; height: number }): Promise<AdminPage> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  page.setDefaultTimeout(15_000);
  await signInAdmin(page, server.baseUrl);
  return { browser, context, page, errors };
}
