import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { mediaFileNames } from '../../src/media/media-names';
import { databaseUrlOf, runningPostgres, startServer, stopLeftoverPostgres, type ServerProcess } from '../crash/server-process';
import { sql } from '../utils/test-db';

/**
 * Issue 6 item 7, crashes: the real server (a child process with its embedded PostgreSQL) is killed
 * with SIGKILL in the middle of a burst of concurrent creates and updates carrying real JPEG/PNG
 * header and section images (and a few deletes), then started again on the same DATA_DIR — several times. After every
 * restart:
 *   - the orphaned postgres of the killed process was stopped and replaced (no second cluster);
 *   - every guide is whole: two translations, and its sections, sources, section images and status
 *     all come from ONE write (old or new version, never a mix), each translation self-consistent;
 *   - every save the server had acknowledged (201/200) survived, every acknowledged delete (204) stayed deleted;
 *   - every image the database references has all its renditions on disk, each a decodable WebP;
 *   - no file in UPLOAD_DIR is unreferenced (the boot sweep removed what killed saves left).
 * At the end no postgres process is left running.
 */

const ADMIN = { username: 'crash-admin', password: 'crash test password 123' };
const ROUNDS = 4;
const WORKERS = 5;
const STATUSES = ['draft', 'published', 'archived'] as const;

/** What one write sent, keyed by its tag (each text it sends carries "~tag~"). */
interface WriteSpec {
  tag: string;
  kind: 'create' | 'update' | 'delete';
  guideId?: number;
  lang: 'both' | 'how' | 'paano';
  sectionImages: boolean[];
  sources: number;
  header: boolean;
  status: (typeof STATUSES)[number];
}

interface Outcome {
  spec: WriteSpec;
  status: number | 'lost';
  id?: number;
  version?: number;
}

const TAG = /~(t\d+)~/g;

function tagsIn(...texts: unknown[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) for (const m of JSON.stringify(text).matchAll(TAG)) found.add(m[1]);
  return found;
}

function translationBody(title: string, tag: string) {
  return {
    title: `${title} ~${tag}~`,
    header_description: `Header ~${tag}~`,
    introduction: `Introduction ~${tag}~ with **bold** text.`,
    conclusion: `Conclusion ~${tag}~`,
    meta_keywords: `crash, ~${tag}~`,
    meta_description: `Meta ~${tag}~`,
  };
}

describe('SIGKILL in the middle of creates and updates with images', () => {
  const root = mkdtempSync(join(tmpdir(), 'hp-crash-'));
  // As root, PostgreSQL runs as the "postgres" user, which must be able to walk into DATA_DIR.
  chmodSync(root, 0o711);
  const dataDir = join(root, 'data');
  const uploadDir = join(dataDir, 'uploads');
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  let server: ServerProcess | undefined;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1100, height: 700, channels: 3, background: { r: 180, g: 90, b: 30 } } })
      .composite([
        { input: { create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 200, b: 90 } } }, left: 100, top: 100 },
      ])
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: 'CrashCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
      .toBuffer();
    png = await sharp({ create: { width: 520, height: 320, channels: 4, background: { r: 30, g: 60, b: 220, alpha: 1 } } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) await server.kill();
    await stopLeftoverPostgres(dataDir);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps every guide whole, every acknowledged save, and no orphan files across repeated kills', async () => {
    server = await startServer(env);
    const specs = new Map<string, WriteSpec>();
    const outcomes: Outcome[] = [];
    let counter = 0;

    const signIn = async (base: string): Promise<string> => {
      const res = await fetch(`${base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access: string }).access;
    };

    let token = await signIn(server.baseUrl);
    const categoryRes = await fetch(`${server.baseUrl}/api/categories/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ category_how: 'Crash Tests', category_paano: 'Mga Pagsubok' }),
    });
    expect(categoryRes.status).toBe(201);
    const categoryId = ((await categoryRes.json()) as { id: number }).id;

    /** Builds one create or update with real image bytes; n decides its shape. */
    const makeWrite = (knownIds: number[]): { spec: WriteSpec; form?: FormData; method: string; path: string } => {
      const n = counter++;
      const tag = `t${n}`;
      if (knownIds.length > 3 && n % 10 === 9) {
        // Now and then a delete: its files are removed after the commit, which a kill can interrupt.
        const guideId = knownIds[n % knownIds.length];
        deleting.add(guideId);
        const spec: WriteSpec = {
          tag,
          kind: 'delete',
          guideId,
          lang: 'both',
          sectionImages: [],
          sources: 0,
          header: false,
          status: 'draft',
        };
        return { spec, method: 'DELETE', path: `/api/bilingual-content/${guideId}/` };
      }
      const update = knownIds.length > 0 && n % 5 >= 2;
      const sectionCount = 1 + (n % 3);
      const sectionImages = Array.from({ length: sectionCount }, (_, i) => (n + i) % 2 === 0);
      const spec: WriteSpec = {
        tag,
        kind: update ? 'update' : 'create',
        lang: update ? (n % 2 ? 'how' : 'paano') : 'both',
        sectionImages,
        sources: 1 + (n % 2),
        header: n % 3 !== 1,
        status: STATUSES[n % 3],
      };
      const form = new FormData();
      if (spec.lang !== 'paano') form.set('how', JSON.stringify(translationBody('Crash guide', tag)));
      if (spec.lang !== 'how') form.set('paano', JSON.stringify(translationBody('Gabay sa pagbagsak', tag)));
      form.set('category', String(categoryId));
      form.set('post_status', spec.status);
      if (update) form.set('lang', spec.lang);
      form.set(
        'sections',
        JSON.stringify(
          sectionImages.map((_, i) => ({
            section_how: `Step ${i + 1} ~${tag}~`,
            section_paano: `Hakbang ${i + 1} ~${tag}~`,
            section_how_bullets: [`Do it ~${tag}~`, `  sub-point ~${tag}~`],
            section_paano_bullets: [`Gawin ~${tag}~`],
            order: i,
          })),
        ),
      );
      form.set('sources', JSON.stringify(Array.from({ length: spec.sources }, (_, j) => `https://example.com/${tag}/~${tag}~/${j}`)));
      if (spec.header) form.set('header_image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'header.jpg');
      sectionImages.forEach((has, i) => {
        if (has) form.set(`section_image_${i}`, new Blob([new Uint8Array(png)], { type: 'image/png' }), `section-${i}.png`);
      });
      if (update) spec.guideId = knownIds[n % knownIds.length];
      specs.set(tag, spec);
      return {
        spec,
        form,
        method: update ? 'PUT' : 'POST',
        path: update ? `/api/bilingual-content/${spec.guideId}/` : '/api/bilingual-content/',
      };
    };

    /** Guides a delete was sent for (answered or not): no longer chosen, and allowed to be gone. */
    const deleting = new Set<number>();
    const knownIds = (): number[] => [
      ...new Set(outcomes.filter((o) => o.spec.kind === 'create' && o.id !== undefined && !deleting.has(o.id)).map((o) => o.id!)),
    ];

    /** Everything the crash must not break, checked against the database and the upload directory. */
    const checkWhole = async (round: number) => {
      const url = databaseUrlOf(dataDir);
      const guides = await sql<{ id: number; status: string; header_image: string | null; version: number; category_id: number | null }>(
        url,
        'select id, status, header_image, version, category_id from guide order by id',
      );
      const translations = await sql<Record<string, string> & { guide_id: number }>(
        url,
        'select guide_id, lang, title, slug, header_description, introduction, conclusion, meta_keywords, meta_description from guide_translation order by guide_id, lang',
      );
      const sections = await sql<{
        guide_id: number;
        position: number;
        heading_how: string;
        heading_paano: string;
        bullets_how: string[];
        bullets_paano: string[];
        image: string | null;
      }>(
        url,
        'select guide_id, position, heading_how, heading_paano, bullets_how, bullets_paano, image from section order by guide_id, position',
      );
      const sources = await sql<{ guide_id: number; position: number; link: string }>(
        url,
        'select guide_id, position, link from source order by guide_id, position',
      );
      const orphans = await sql<{ n: string }>(
        url,
        `select (select count(*) from guide_translation t where not exists (select 1 from guide g where g.id = t.guide_id))
              + (select count(*) from section s where not exists (select 1 from guide g where g.id = s.guide_id))
              + (select count(*) from source s where not exists (select 1 from guide g where g.id = s.guide_id))
              + (select count(*) from slug_redirect r where not exists (select 1 from guide g where g.id = r.guide_id)) as n`,
      );
      expect(Number(orphans[0].n)).toBe(0);

      const problems: string[] = [];
      for (const guide of guides) {
        const ts = translations.filter((t) => t.guide_id === guide.id);
        const ss = sections.filter((s) => s.guide_id === guide.id);
        const srcs = sources.filter((s) => s.guide_id === guide.id);
        const where = `round ${round}, guide ${guide.id}`;
        if (ts.map((t) => t.lang).join(',') !== 'how,paano') problems.push(`${where}: translations ${ts.map((t) => t.lang)}`);
        if (guide.category_id !== categoryId) problems.push(`${where}: category ${guide.category_id}`);
        // Each translation is self-consistent: all its fields come from one write.
        for (const t of ts) {
          const tags = tagsIn(t.title, t.header_description, t.introduction, t.conclusion, t.meta_keywords, t.meta_description);
          if (tags.size !== 1) problems.push(`${where}: ${t.lang} translation mixes writes ${[...tags]}`);
          if (!t.slug) problems.push(`${where}: ${t.lang} has no slug`);
        }
        // Sections, sources, status and section images all come from the last write.
        const tags = tagsIn(
          ss.map((s) => [s.heading_how, s.heading_paano, s.bullets_how, s.bullets_paano]),
          srcs.map((s) => s.link),
        );
        if (tags.size !== 1) {
          problems.push(`${where}: sections/sources mix writes ${[...tags]}`);
          continue;
        }
        const spec = specs.get([...tags][0])!;
        if (!spec) {
          problems.push(`${where}: unknown write ${[...tags][0]}`);
          continue;
        }
        if (spec.kind === 'update' && spec.guideId !== guide.id)
          problems.push(`${where}: holds update ${spec.tag} of guide ${spec.guideId}`);
        if (guide.status !== spec.status) problems.push(`${where}: status ${guide.status}, write ${spec.tag} sent ${spec.status}`);
        if (ss.length !== spec.sectionImages.length)
          problems.push(`${where}: ${ss.length} sections, write ${spec.tag} sent ${spec.sectionImages.length}`);
        ss.forEach((s, i) => {
          if (s.position !== i) problems.push(`${where}: section positions ${ss.map((x) => x.position)}`);
          if (!s.heading_how.startsWith(`Step ${i + 1} `)) problems.push(`${where}: section ${i} is "${s.heading_how}"`);
          if (!!s.image !== !!spec.sectionImages[i])
            problems.push(`${where}: section ${i} image ${s.image}, write ${spec.tag} sent ${spec.sectionImages[i]}`);
        });
        if (srcs.length !== spec.sources || srcs.some((s, j) => s.position !== j))
          problems.push(`${where}: sources ${srcs.map((s) => s.link)}`);
        // The translation(s) that write sent carry its tag; a create sets the header image exactly.
        for (const t of ts) {
          const sent = spec.lang === 'both' || spec.lang === t.lang;
          if (sent && !tagsIn(t.title).has(spec.tag)) problems.push(`${where}: ${t.lang} title "${t.title}" is not from write ${spec.tag}`);
        }
        if (spec.kind === 'create' && !!guide.header_image !== spec.header)
          problems.push(`${where}: header ${guide.header_image}, create ${spec.tag} sent ${spec.header}`);
        if (spec.kind === 'update' && spec.header && !guide.header_image) problems.push(`${where}: header image lost after ${spec.tag}`);
      }

      // Every acknowledged save survived.
      const byId = new Map(guides.map((g) => [g.id, g]));
      for (const o of outcomes) {
        if (o.status === 204 && byId.has(o.spec.guideId!))
          problems.push(`acknowledged delete ${o.spec.tag} (guide ${o.spec.guideId}) is back`);
        if (o.status === 201 && !byId.has(o.id!) && !deleting.has(o.id!))
          problems.push(`acknowledged create ${o.spec.tag} (guide ${o.id}) is gone`);
        if (o.status === 200 && !deleting.has(o.spec.guideId!) && (byId.get(o.spec.guideId!)?.version ?? 0) < o.version!) {
          problems.push(`acknowledged update ${o.spec.tag} (guide ${o.spec.guideId} v${o.version}) is gone`);
        }
      }

      // Media: every referenced rendition exists and decodes; nothing else is on disk.
      const referenced = [...guides.map((g) => g.header_image), ...sections.map((s) => s.image)].filter((x): x is string => !!x);
      const expected = new Set(referenced.flatMap((id) => mediaFileNames(id)));
      const onDisk = new Set(readdirSync(uploadDir));
      for (const name of expected) {
        if (!onDisk.has(name)) problems.push(`round ${round}: ${name} is referenced but missing`);
        else {
          const meta = await sharp(join(uploadDir, name)).metadata();
          if (meta.format !== 'webp' || meta.exif) problems.push(`round ${round}: ${name} is not a clean WebP`);
        }
      }
      for (const name of onDisk) if (!expected.has(name)) problems.push(`round ${round}: ${name} is on disk but unreferenced`);
      expect(problems).toEqual([]);
      return { guides: guides.length, files: onDisk.size };
    };

    const stats: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const base = server.baseUrl;
      let killed = false;
      let inFlight = 0;
      const worker = async () => {
        while (!killed) {
          const w = makeWrite(knownIds());
          const outcome: Outcome = { spec: w.spec, status: 'lost' };
          outcomes.push(outcome);
          inFlight++;
          try {
            const res = await fetch(base + w.path, { method: w.method, headers: { authorization: `Bearer ${token}` }, body: w.form });
            const body = (res.status === 204 ? {} : await res.json()) as { id?: number; version?: number };
            outcome.status = res.status;
            outcome.id = body.id;
            outcome.version = body.version;
          } catch {
            outcome.status = 'lost'; // the server died under this request
          } finally {
            inFlight--;
          }
        }
      };
      const roundStart = outcomes.length;
      const workers = Array.from({ length: WORKERS }, () => worker());
      // Kill at a random moment of the burst (after at least some writes went through in early rounds).
      const delay = 600 + Math.floor(Math.random() * 2400);
      await new Promise((r) => setTimeout(r, delay));
      // On a slow machine the first saves may take longer than the delay: kill only once this round has had
      // an answer, and (from the second round on) once some update has been answered at all, so that both
      // kinds of save are exercised by a kill. Saves keep running meanwhile, so the kill still lands mid-burst.
      const waitUntil = Date.now() + 60_000;
      const ready = () =>
        outcomes.slice(roundStart).some((o) => o.status !== 'lost') &&
        (round === 1 || outcomes.some((o) => o.spec.kind === 'update' && o.status === 200));
      while (!ready() && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
      const pgBefore = runningPostgres(dataDir);
      const maxInFlightAtKill = inFlight;
      killed = true; // no new saves once the process is gone
      await server.kill();
      await Promise.all(workers);
      // The killed server's postgres is orphaned, still running.
      expect(pgBefore).not.toBeNull();

      const answered = outcomes.filter((o) => o.status !== 'lost');
      // A save of a guide that a concurrent delete removed may find it gone (404); nothing else is refused.
      const refused = answered.filter(
        (o) => ![200, 201, 204].includes(o.status as number) && !(o.status === 404 && deleting.has(o.spec.guideId!)),
      );
      expect(refused.map((o) => `${o.spec.kind} ${o.spec.tag}: ${o.status}`)).toEqual([]);

      server = await startServer(env);
      const pgAfter = runningPostgres(dataDir);
      expect(pgAfter).not.toBeNull();
      expect(pgAfter).not.toBe(pgBefore);
      let pgBeforeGone = true;
      try {
        process.kill(pgBefore!, 0);
        pgBeforeGone = false;
      } catch {
        /* gone, as it should be */
      }
      expect(pgBeforeGone).toBe(true);
      expect(server.log.some((l) => l.includes(`orphaned embedded PostgreSQL (pid ${pgBefore})`))).toBe(true);
      const swept = server.log.find((l) => l.includes('unreferenced media file'));
      token = await signIn(server.baseUrl);

      const { guides, files } = await checkWhole(round);
      stats.push(
        `round ${round}: killed after ${delay} ms with ${maxInFlightAtKill} saves in flight; ` +
          `${answered.length}/${outcomes.length} saves answered so far; ${guides} guides, ${files} files; ${swept ? /Removed \d+/.exec(swept)?.[0] : 'nothing swept'}`,
      );
      expect(maxInFlightAtKill).toBeGreaterThan(0);
    }

    // The API reads every guide back whole after the last restart.
    for (const o of outcomes.filter((x) => x.status === 201 && !deleting.has(x.id!))) {
      const res = await fetch(`${server.baseUrl}/api/bilingual-content/${o.id}/retrieve_bilingual/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        how: { title: string };
        paano: { title: string };
        sections: unknown[];
        header_image: { image: string } | null;
      };
      expect(body.how.title).toMatch(/~t\d+~/);
      expect(body.paano.title).toMatch(/~t\d+~/);
      expect(body.sections.length).toBeGreaterThan(0);
      if (body.header_image) expect((await fetch(server.baseUrl + body.header_image.image)).status).toBe(200);
    }
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(0);
    process.stdout.write(`${outcomes.filter((o) => o.status === 204).length} deletes answered\n`);
    process.stdout.write(`${stats.join('\n')}\n`);

    // A graceful stop takes its postgres with it: nothing is left running.
    expect(await server.stop()).toBe(0);
    expect(runningPostgres(dataDir)).toBeNull();
    server = undefined;
  }, 240_000);
});
