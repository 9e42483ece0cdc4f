import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The two checkers of docs/found.md "Page checks": the W3C Nu HTML Checker (vnu.jar from the npm
 * package vnu-jar, on Debian's Java) on server-rendered HTML, and axe-core inside Chromium.
 */

/** The Nu checker's jar as the npm package installs it. */
export const VNU_JAR = join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
/** Java 11 or newer (Debian's default-jre-headless); JAVA points elsewhere. */
export const JAVA = process.env.JAVA ?? 'java';

export interface NuMessage {
  /** The page's name as the caller gave it. */
  page: string;
  type: 'error' | 'warning' | 'info';
  message: string;
  line?: number;
  extract?: string;
}

interface RawNuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Checks every document in one run of the Nu checker (one JVM start for all pages) and returns its
 * messages, each with the page it belongs to. Throws when the checker cannot run at all.
 */
export function nuCheck(documents: { name: string; html: string }[]): NuMessage[] {
  const dir = mkdtempSync(join(tmpdir(), 'hp-nu-'));
  try {
    const files = documents.map((doc, i) => {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const run = spawnSync(JAVA, ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(`The Nu checker could not start (${JAVA}: ${run.error.message}); install Java: apt-get install default-jre-headless`);
    let report: { messages: RawNuMessage[] };
    try {
      report = JSON.parse(run.stdout) as { messages: RawNuMessage[] };
    } catch {
      throw new Error(`The Nu checker gave no report (exit ${run.status}): ${run.stderr || run.stdout}`);
    }
    return report.messages.map((m) => {
      const index = files.findIndex((file) => m.url?.endsWith(`/${file.split('/').pop()}`));
      const type =
        m.type === 'error' || m.subType === 'fatal' ? 'error' : m.subType === 'warning' ? 'warning' : m.type === 'info' ? 'info' : 'error';
      return { page: documents[index]?.name ?? m.url ?? '?', type, message: m.message, line: m.lastLine, extract: m.extract };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface AxeViolation {
  rule: string;
  impact: string | null;
  target: string;
  summary: string;
}

/**
 * Runs axe-core (every rule it runs by default: WCAG 2.x A and AA and its best practices) on the
 * page as it is now and returns one line per failing element. The page's context must bypass the
 * CSP (axe is injected as a script).
 */
export async function axeCheck(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => ({ rule: v.id, impact: v.impact ?? null, target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    );
  });
  return violations;
}

/**
 * Text of the other language not marked as such: every text node of the body (hidden menus
 * included: a screen reader reads them once opened) that contains one of `names[lang]` while the
 * nearest `lang` attribute says another language. Returns "text (marked LANG)" per finding.
 */
export async function unmarkedOtherLanguage(page: Page, names: Record<'en' | 'fil', string[]>): Promise<string[]> {
  return page.evaluate((known) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('script, style, template')) continue;
      const marked = (parent.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().split('-')[0];
      for (const lang of ['en', 'fil'] as const) {
        if (marked === lang) continue;
        const name = known[lang].find((n) => text.includes(n));
        if (name) found.push(`"${text.trim().slice(0, 80)}" has ${lang} text "${name}" (marked ${marked || 'nothing'})`);
      }
    }
    return found;
  }, names);
}
