import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportReportDto } from '../../client/src/api/types';
import { redirectKey, savePathRedirect } from '../content/path-redirect.repository';
import { guideShapedSlug, guidesAt, importRedirectRefusal, ownAddressRefusal, redirectedTo } from '../seo/redirect-rules';
import type { PlannedGuide } from './import-plan';
import { titleOf } from './import-report';

/** The import's old addresses (import.service.ts): forecast for the dry run, written last by the import. */

/**
 * Each new guide's old addresses through the redirect manager's rules (seo/redirect-rules.ts), in
 * the file's order: a refused one is listed in the report, never written; the guide's own address
 * needs none.
 */
export async function writeRedirects(
  em: EntityManager,
  todo: PlannedGuide[],
  ids: Map<PlannedGuide, number>,
  report: ImportReportDto,
): Promise<void> {
  report.redirects = 0;
  report.skipped_redirects = [];
  for (const guide of todo) {
    const guideId = ids.get(guide)!;
    for (const { path, lang } of guide.oldPaths) {
      const key = redirectKey(path);
      if (!key) continue;
      const refusal = await importRedirectRefusal(em, key, guideId);
      if (refusal === 'own') continue;
      if (refusal) report.skipped_redirects.push({ path, title: titleOf(guide), why: refusal });
      else {
        await savePathRedirect(em, key, { guideId, lang });
        report.redirects++;
      }
    }
  }
}

/** The dry run's forecast of writeRedirects: against the guides here and the file's own guides' slugs. */
export async function predictRedirects(em: EntityManager, fresh: PlannedGuide[], report: ImportReportDto): Promise<void> {
  const slugOwners = new Map<string, PlannedGuide>();
  for (const guide of fresh) {
    for (const t of Object.values(guide.translations))
      if (t?.slug && !slugOwners.has(t.slug.toLowerCase())) slugOwners.set(t.slug.toLowerCase(), guide);
  }
  const seen = new Map<string, PlannedGuide>();
  report.redirects = 0;
  report.skipped_redirects = [];
  for (const guide of fresh) {
    for (const { path } of guide.oldPaths) {
      const key = redirectKey(path);
      if (!key) continue;
      const slug = guideShapedSlug(key);
      const planned = slug ? slugOwners.get(slug) : undefined;
      let why: ImportReportDto['skipped_redirects'][number]['why'] | null = ownAddressRefusal(key);
      if (!why && planned === guide) continue;
      if (!why && (planned || (await guidesAt(em, key)).length)) why = 'guide';
      if (!why && ((seen.has(key) && seen.get(key) !== guide) || (await redirectedTo(em, key)) !== null)) why = 'taken';
      if (why) report.skipped_redirects.push({ path, title: titleOf(guide), why });
      else {
        seen.set(key, guide);
        report.redirects++;
      }
    }
  }
}
