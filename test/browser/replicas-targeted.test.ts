import request from 'supertest';
import { createApp } from '../../src/app';
import { CacheClock } from '../../src/common/cache-clock';
import { ContentChanged } from '../../src/common/content-changed';
import { ContentChangedListener } from '../../src/common/content-changed.listener';
import { CategoriesService } from '../../src/categories/categories.service';
import { HomeService } from '../../src/public/home.service';
import { PublicContentService } from '../../src/public/public-content.service';
import { SearchService } from '../../src/search/search.service';
import { PAGE_MAX_AGE_MS } from '../../src/site/html-cache';
import { SiteService } from '../../src/site/site.service';
import { SitemapService } from '../../src/site/sitemap.service';
import { categoryPath, guidePath, searchPath } from '../../client/src/shared/links';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { createGuide, guideFields, insertCategory, translation, updateGuide } from '../utils/guides';
import { sql } from '../utils/test-db';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 26 item 2, targeted: a guide's change on replica B drops, on replica A, that guide's pages in
 * both languages and the lists that show it (home, its category), and nothing else; a render that read
 * what a change touched is never kept after it, for every kind of cache; a missed notice heals after
 * the pages' bounded life. Needs the built client (server render); no browser.
 */
jest.setTimeout(120_000);

const heading = (html: string) => /<h1 class="guide-title">([^<]*)<\/h1>/.exec(html)?.[1];

describe("a guide's change on another replica", () => {
  let a: TestApp;
  let b: TestApp;
  let site: SiteService;

  beforeAll(async () => {
    a = await createTestApp();
    const app = await createApp(a.config, a.databaseUrl);
    await app.init();
    b = { ...a, app, http: app.getHttpServer(), close: () => app.close() };
    await Promise.all([a.app.get(ContentChangedListener).listening, b.app.get(ContentChangedListener).listening]);
    site = a.app.get(SiteService);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Resolves when replica A has heard the next change notice. */
  const aHears = () =>
    new Promise<void>((resolve) => {
      const stop = a.app.get(ContentChanged).subscribe(() => {
        stop();
        resolve();
      });
    });

  const publish = async (category: number, how: string, paano: string): Promise<BilingualGuideDto> => {
    const res = await createGuide(a, { ...guideFields(category, how, paano), post_status: 'published' });
    expect(res.status).toBe(201);
    return res.body as BilingualGuideDto;
  };

  /** Renames a guide in both languages on replica B and waits until replica A has heard of it. */
  const renameOnB = async (guide: BilingualGuideDto, how: string, paano: string) => {
    const heard = aHears();
    const res = await updateGuide(b, guide.id, { how: translation(how), paano: translation(paano), category: guide.category!.id });
    expect(res.status).toBe(200);
    await heard;
    return res.body as BilingualGuideDto;
  };

  const get = async (path: string) => {
    const res = await request(a.http).get(path);
    expect(res.status).toBe(200);
    return res;
  };

  it("drops that guide's pages in both languages and the lists showing it; another guide's pages stay", async () => {
    const other = await insertCategory(a, 'Untouched Shelf', 'Hindi Galaw');
    const shelf = await insertCategory(a, 'Edited Shelf', 'Binagong Istante');
    // B first, and its pages rendered before A exists: they cannot show A (among their suggestions).
    const guideB = await publish(other, 'Stays cached', 'Nananatili');
    const bPaths = [guidePath(guideB, 'how'), guidePath(guideB, 'paano')];
    const bPages = await Promise.all(bPaths.map(get));
    const guideA = await publish(shelf, 'Before the edit', 'Bago ang pagbago');
    const aPaths = [guidePath(guideA, 'how'), guidePath(guideA, 'paano')];
    const lists = ['/', categoryPath(guideA.category!, 'how'), categoryPath(guideA.category!, 'paano')];
    for (const path of [...aPaths, ...lists]) await get(path);
    for (const path of [...aPaths, ...lists, ...bPaths]) expect(site.cacheState(path).cached).toBe(true);
    // Creating A touched neither of B's pages.
    expect(bPaths.map((path) => site.cacheState(path).cached)).toEqual([true, true]);

    const renamed = await renameOnB(guideA, 'After the edit', 'Pagkatapos ng pagbago');
    expect([...aPaths, ...lists].filter((path) => site.cacheState(path).cached)).toEqual([]);
    expect(bPaths.filter((path) => site.cacheState(path).cached)).toEqual(bPaths);

    // B's pages come from the cache, not rendered again: the same bytes, no render counted.
    const before = site.cacheStats();
    const bAgain = await Promise.all(bPaths.map(get));
    expect(site.cacheStats().renders).toBe(before.renders);
    expect(site.cacheStats().hits).toBe(before.hits + 2);
    expect(bAgain.map((res) => res.headers.etag)).toEqual(bPages.map((res) => res.headers.etag));

    // A's pages and the lists show the new titles on replica A.
    expect(heading((await get(guidePath(renamed, 'how'))).text)).toBe('After the edit');
    expect(heading((await get(guidePath(renamed, 'paano'))).text)).toBe('Pagkatapos ng pagbago');
    const home = (await get('/')).text;
    expect(home).toContain('After the edit');
    expect(home).not.toContain('Before the edit');
    expect((await get(categoryPath(renamed.category!, 'how'))).text).toContain('After the edit');
    const filipinoList = (await get(categoryPath(renamed.category!, 'paano'))).text;
    expect(filipinoList).toContain('Pagkatapos ng pagbago');
    expect(filipinoList).not.toContain('Bago ang pagbago');
  });

  /** Holds the next call of `method` after it has read the database, until released. */
  function hold<T extends object>(target: T, method: keyof T & string) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(target, method as never).mockImplementationOnce((async (...args: unknown[]) => {
      const result = await original(...args);
      entered();
      await released;
      return result;
    }) as never);
    return { inside, release, restore: () => spy.mockRestore() };
  }

  it('never keeps a render, of any cache, that read what a change made meanwhile touched', async () => {
    const shelf = await insertCategory(a, 'Straddle Shelf', 'Istanteng Sinaklang');
    const guide = await publish(shelf, 'Straddled list item', 'Sinaklang na aytem');
    const kinds: { kind: string; path: string; held: () => ReturnType<typeof hold>; kept: () => boolean }[] = [
      {
        kind: 'guide page',
        path: guidePath(guide, 'how'),
        held: () => hold(a.app.get(PublicContentService), 'guideBySlug'),
        kept: () => false,
      },
      { kind: 'home page', path: '/', held: () => hold(a.app.get(HomeService), 'home'), kept: () => false },
      {
        kind: 'category page',
        path: categoryPath(guide.category!, 'paano'),
        held: () => hold(a.app.get(PublicContentService), 'guidesPage'),
        kept: () => false,
      },
      {
        kind: 'search page',
        path: searchPath('introduction')!,
        held: () => hold(a.app.get(SearchService), 'searchPage'),
        kept: () => false,
      },
      {
        kind: 'sitemap file',
        path: '/sitemap-pages.xml',
        held: () => hold(a.app.get(CategoriesService), 'list'),
        kept: () => a.app.get(SitemapService).has('sitemap-pages.xml'),
      },
    ];
    let round = 0;
    for (const { kind, path, held, kept } of kinds) {
      const cached = () => (path.endsWith('.xml') ? kept() : site.cacheState(path).cached);
      const { inside, release, restore } = held();
      const answered = request(a.http)
        .get(path)
        .then((res) => res);
      await inside;
      await renameOnB(guide, `Straddled list item ${++round}`, `Sinaklang na aytem ${round}`);
      release();
      const res = await answered;
      restore();
      expect([kind, res.status]).toEqual([kind, 200]);
      expect([kind, cached()]).toEqual([kind, false]);
      // A render no change straddled is kept.
      await get(path);
      expect([kind, cached()]).toEqual([kind, true]);
    }
  });

  it('keeps a render that a change meanwhile did not touch (a draft elsewhere)', async () => {
    const shelf = await insertCategory(a, 'Quiet Shelf', 'Tahimik na Istante');
    const guide = await publish(shelf, 'Quiet guide', 'Tahimik na gabay');
    const draftRes = await createGuide(a, guideFields(shelf, 'A draft', 'Isang borador'));
    expect(draftRes.status).toBe(201);
    const draft = draftRes.body as BilingualGuideDto;
    const path = guidePath(guide, 'how');
    const { inside, release, restore } = hold(a.app.get(PublicContentService), 'guideBySlug');
    const answered = request(a.http)
      .get(path)
      .then((res) => res);
    await inside;
    await renameOnB(draft, 'A draft, edited', 'Isang borador, binago');
    release();
    expect((await answered).status).toBe(200);
    restore();
    expect(site.cacheState(path).cached).toBe(true);
  });

  it("heals a missed notice after the pages' bounded life", async () => {
    const shelf = await insertCategory(a, 'Missed Shelf', 'Nalaktawang Istante');
    const guide = await publish(shelf, 'Before the missed notice', 'Bago ang nalaktawan');
    const path = guidePath(guide, 'how');
    // The caches' clock, stopped: the page's life is counted from when it was kept.
    const clock = a.app.get(CacheClock);
    const realNow = clock.now;
    let now = Date.now();
    clock.now = () => now;
    try {
      expect(heading((await get(path)).text)).toBe('Before the missed notice');
      // A write no replica hears of: straight into the database, no NOTIFY.
      await sql(a.databaseUrl, "update guide_translation set title = 'After the missed notice' where guide_id = $1 and lang = 'how'", [
        guide.id,
      ]);
      now += PAGE_MAX_AGE_MS - 1;
      expect(heading((await get(path)).text)).toBe('Before the missed notice');
      now += 1;
      expect(heading((await get(path)).text)).toBe('After the missed notice');
    } finally {
      clock.now = realNow;
    }
  });
});
