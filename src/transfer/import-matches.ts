import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../categories/category.entity';
import type { ImportPlan, PlannedGuide } from './import-plan';
import { categoriesNamed, guidesWithSlugs, takenRanks } from './transfer.repository';

/** What of the site the file's guides and categories meet (import.service.ts): guides by slug, categories by name. */

/** Fresh guides one of whose slugs (same language) a guide here has: matched to it, not imported again as a -2 copy. */
export async function matchExisting(em: EntityManager, fresh: PlannedGuide[]): Promise<Map<PlannedGuide, { id: number; title: string }>> {
  const wanted = fresh.flatMap((g) =>
    (['how', 'paano'] as const).filter((l) => g.translations[l]?.slug).map((l) => ({ lang: l, slug: g.translations[l]!.slug })),
  );
  const out = new Map<PlannedGuide, { id: number; title: string }>();
  if (!wanted.length) return out;
  const rows = await guidesWithSlugs(em, wanted);
  const at = new Map(rows.map((r) => [`${r.lang}:${r.slug}`, r]));
  for (const g of fresh) {
    // English first: a pair whose two slugs name two guides here is matched to the English one's.
    for (const lang of ['how', 'paano'] as const) {
      const slug = g.translations[lang]?.slug;
      const row = slug ? at.get(`${lang}:${slug}`) : undefined;
      if (row) {
        out.set(g, { id: row.guide_id, title: row.title });
        break;
      }
    }
  }
  return out;
}

/** Existing categories matched by either name (case-insensitive): plan key → id. */
export async function existingCategories(em: EntityManager, plan: ImportPlan, guides: PlannedGuide[]): Promise<Map<string, number>> {
  const used = new Set(guides.map((g) => g.category).filter((c): c is string => c !== null));
  const wanted = plan.categories.filter((c) => used.has(c.key));
  const matched = new Map<string, number>();
  if (!wanted.length) return matched;
  const names = wanted.flatMap((c) => [c.nameHow.toLowerCase(), c.namePaano.toLowerCase()]);
  const rows = await categoriesNamed(em, names);
  for (const c of wanted) {
    const row =
      rows.find((r) => r.name_how.toLowerCase() === c.nameHow.toLowerCase()) ??
      rows.find((r) => r.name_paano.toLowerCase() === c.namePaano.toLowerCase());
    if (row) matched.set(c.key, row.id);
  }
  return matched;
}

export async function writeCategories(em: EntityManager, plan: ImportPlan, guides: PlannedGuide[]): Promise<Map<string, number>> {
  const ids = await existingCategories(em, plan, guides);
  const used = new Set(guides.map((g) => g.category));
  const taken = await takenRanks(em);
  for (const planned of plan.categories) {
    if (!used.has(planned.key) || ids.has(planned.key)) continue;
    const category = new Category();
    category.nameHow = planned.nameHow.slice(0, 255);
    category.namePaano = planned.namePaano.slice(0, 255);
    // A rank from our own export, when no category holds it here.
    if (planned.rank && planned.rank >= 1 && planned.rank <= 5 && !taken.has(planned.rank)) {
      category.rank = planned.rank;
      taken.add(planned.rank);
    }
    em.persist(category);
    await em.flush();
    ids.set(planned.key, category.id);
  }
  return ids;
}
