/**
 * What the site check and its lists cost (issue 27 item 6, docs/found.md), on a catalogue made by
 * bench/generate.js:  node -r @swc-node/register bench/seo-report.ts postgres://.../db
 * Runs the check as the app does (same connection settings: the 15 s statement timeout), then times a
 * first and a far page of each list, and the not-found list full (1,000 addresses) with its suggestions.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config';
import { SeoRepository } from '../src/seo/seo.repository';
import { SEO_REPORT_KINDS } from '../client/src/shared/seo-messages';

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  const result = await work();
  console.log(`${label.padEnd(44)} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1).padStart(9)} ms`);
  return result;
}

async function main(): Promise<void> {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Give the database URL');
  const orm = await MikroORM.init(ormConfig(url, { pool: { min: 1, max: 2 } }));
  const em = orm.em.fork() as EntityManager;
  const repo = new SeoRepository(em);
  const [{ n }] = await em.execute<[{ n: number }]>(`select count(*)::int as n from guide`);
  console.log(`guides: ${n}`);
  await timed('site check (all lists written)', () => repo.check('localhost:3000'));
  const last = await repo.lastCheck();
  console.log('counts', JSON.stringify(last?.counts));
  for (const kind of SEO_REPORT_KINDS) {
    const count = Number(last?.counts[kind] ?? 0);
    await timed(`report ${kind} page 1`, () => repo.issues(kind, 0, 20));
    if (count > 20) await timed(`report ${kind} last page (offset ${count - 20})`, () => repo.issues(kind, Math.max(0, count - 20), 20));
  }
  await em.execute(`delete from not_found_path`);
  await em.execute(
    `insert into not_found_path (path, hits) select '/old-blog/' || t.slug || '-' || i, i from generate_series(1, 1000) i
       join lateral (select slug from guide_translation where id = i * 37) t on true`,
  );
  await timed('not-found page 1 (with suggestions)', () => repo.notFound(0, 20));
  await timed('not-found last page (with suggestions)', () => repo.notFound(980, 20));
  await timed('redirects page 1', () => repo.redirects(0, 20));
  await timed('slug redirects page 1', () => repo.slugRedirects(0, 20));
  await em.execute(`delete from not_found_path`);
  await orm.close();
}

void main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
