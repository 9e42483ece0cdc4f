import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteService } from '../../src/site/site.service';
import { startTestServer, type TestServer } from '../utils/browser';
import { seedSnapshotCatalogue, snapshotPages, type PageSnapshot } from '../utils/page-snapshot';

/**
 * Issue 25: with ads, affiliate domains, analytics and verification tags off (the first boot without
 * ADSENSE_CLIENT or AFFILIATE_DOMAINS), every page and its Content-Security-Policy are byte for byte
 * what the build before the issue answered (test/fixtures/ads-off-pages.json, made from that build;
 * page-snapshot.ts masks only the build's own file names and the entry's hash).
 */
const FIXTURE = join(__dirname, '..', 'fixtures', 'ads-off-pages.json');

describe('pages with every Earning feature off', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
    await seedSnapshotCatalogue(t);
  });
  afterAll(() => t?.close());

  it('are the bytes and CSP of the build before ads, affiliates and settings', async () => {
    const now = await snapshotPages(t, () => t.app.get(SiteService).clearCache());
    // Making the fixture: run this file with UPDATE_ADS_OFF_SNAPSHOT=1 on a tree WITHOUT the Earning
    // change (copy this file and test/utils/page-snapshot.ts there), built; never on this one.
    if (process.env.UPDATE_ADS_OFF_SNAPSHOT === '1') writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
    const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageSnapshot>;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    for (const path of Object.keys(before)) {
      expect({ path, ...now[path] }).toEqual({ path, ...before[path] });
    }
  });
});
