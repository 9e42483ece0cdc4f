import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CategoryDto } from '../api/types';
import { findRankClash, rankClashMessage } from '../shared/rank-clash';
import { categoryLabel } from '../shared/translation';
import { adminApi } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './fields/TextField';
import { CATEGORY_RELOAD_MS, categoryDeleteError, rankingsError, writeError } from './messages';
import { useAdminTexts } from './admin-lang';
import { useUnauthorized } from './session';
import { useFormMessage, useToast } from './Toasts';
import { FormMessages } from './feedback';

/** SPEC §9: 5 categories per column, buttons scroll 300 px, ranks 1–5 or None. */
export const PER_COLUMN = 5;
export const SCROLL_STEP = 300;
export const RANKS = [1, 2, 3, 4, 5];

export function columns<T>(items: T[], size = PER_COLUMN): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The first rank chosen for two categories, named as the server names it ("Rank 1 is already given
 * to X."). Null when every rank is given once. The whole list goes in one save, so two categories
 * swap ranks in one save.
 */
export function rankClash(categories: CategoryDto[], ranks: Record<number, string>): string | null {
  const wanted = new Map(categories.map((c) => [c.id, ranks[c.id] ? Number(ranks[c.id]) : null] as const));
  const clash = findRankClash(
    categories.map((c) => ({ ...c, rank: c.rank ?? null })),
    wanted,
  );
  return clash && rankClashMessage(clash);
}

interface Props {
  categories: CategoryDto[];
  loading: boolean;
  error: string | null;
  reload(): void;
}

/**
 * Gives `rank` to one category in the form: a category that held it there gives it up (None), so the
 * owner picks a new #1 without first unsetting the old one. Returns the new form and who gave it up.
 */
export function takeRank(ranks: Record<number, string>, id: number, rank: string): { ranks: Record<number, string>; from: number | null } {
  const next = { ...ranks, [id]: rank };
  let from: number | null = null;
  if (rank) {
    for (const [other, value] of Object.entries(ranks)) {
      if (Number(other) !== id && value === rank) {
        next[Number(other)] = '';
        from = Number(other);
      }
    }
  }
  return { ranks: next, from };
}

/** The dashboard's right pane: create a category, edit rankings, delete a category. */
export function CategoryPanel({ categories, loading, error, reload }: Props) {
  return (
    <div className="hp-stack">
      <CreateCategory reload={reload} />
      <Rankings categories={categories} loading={loading} error={error} reload={reload} />
    </div>
  );
}

function CreateCategory({ reload }: Pick<Props, 'reload'>) {
  const unauthorized = useUnauthorized();
  const a = useAdminTexts();
  const c = a.categories;
  const [how, setHow] = useState('');
  const [paano, setPaano] = useState('');
  const { error, setError, success, showSuccess } = useFormMessage();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    showSuccess(null);
    if (!how.trim() || !paano.trim()) return setError(a.msg.categoryNamesRequired);
    await create(how.trim(), paano.trim());
  };

  const create = async (howName: string, paanoName: string) => {
    setError(null);
    setBusy(true);
    try {
      await adminApi.createCategory(howName, paanoName);
      setHow('');
      setPaano('');
      showSuccess(a.msg.categoryCreated);
      reload();
    } catch (err) {
      if (unauthorized(err, () => void create(howName, paanoName))) return;
      setError(writeError(err, a.msg.createCategoryFailed, a.msg));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="hp-card" onSubmit={onSubmit} noValidate aria-labelledby="hp-category-title">
      <h2 id="hp-category-title">{c.createTitle}</h2>
      <TextField label={c.howName} lang="en" value={how} onChange={setHow} required />
      <TextField label={c.paanoName} lang="fil" value={paano} onChange={setPaano} required />
      <FormMessages error={error} success={success} />
      <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
        {busy ? c.creating : c.create}
      </button>
    </form>
  );
}

function Rankings({ categories, loading, error, reload }: Props) {
  const toast = useToast();
  const a = useAdminTexts();
  const c = a.categories;
  const unauthorized = useUnauthorized();
  const scroller = useRef<HTMLDivElement>(null);
  const [ranks, setRanks] = useState<Record<number, string>>({});
  const [moved, setMoved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<CategoryDto | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setRanks(Object.fromEntries(categories.map((c) => [c.id, c.rank ? String(c.rank) : ''])));
    setMoved(null);
  }, [categories]);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const scroll = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  const save = async () => {
    const clash = rankClash(categories, ranks);
    if (clash) return toast.error(clash);
    await saveRanks(categories.map((c) => ({ category_id: c.id, rank: ranks[c.id] ? Number(ranks[c.id]) : null })));
  };

  const saveRanks = async (wanted: Parameters<typeof adminApi.updateRanks>[0]) => {
    setSaving(true);
    try {
      await adminApi.updateRanks(wanted);
      toast.success(a.msg.rankingsUpdated);
      reload();
    } catch (err) {
      if (unauthorized(err, () => void saveRanks(wanted))) return;
      toast.error(rankingsError(err, a.msg));
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = () => {
    const category = toDelete;
    setToDelete(null);
    if (category) void deleteCategory(category);
  };

  const deleteCategory = async (category: CategoryDto) => {
    try {
      await adminApi.deleteCategory(category.id);
      toast.success(a.msg.categoryDeleted);
    } catch (err) {
      if (unauthorized(err, () => void deleteCategory(category))) return;
      toast.error(categoryDeleteError(err, a.msg));
    }
    // SPEC §4: wait 0.5 s, then reload categories.
    reloadTimer.current = setTimeout(reload, CATEGORY_RELOAD_MS);
  };

  return (
    <section className="hp-card" aria-labelledby="hp-rankings-title">
      <div className="hp-card__head">
        <h2 id="hp-rankings-title">{c.rankingsTitle}</h2>
        <div className="hp-scroll-buttons">
          <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={c.scrollLeft} onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={c.scrollRight} onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <p className="hp-hint">{c.rankingsHint}</p>
      {loading && <p>{c.loading}</p>}
      {!loading && error && (
        <p className="hp-alert hp-alert--error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && categories.length === 0 && <p>{c.empty}</p>}
      <p className="hp-hint" role="status">
        {moved}
      </p>
      <div className="hp-rank-scroller" ref={scroller} data-testid="rank-scroller">
        {columns(categories).map((column, ci) => (
          <ul className="hp-rank-column" key={ci}>
            {column.map((cat) => (
              <li key={cat.id} className="hp-rank-item">
                <label htmlFor={`rank-${cat.id}`} className="hp-rank-item__name">
                  {categoryLabel(cat)}
                </label>
                <div className="hp-rank-item__controls">
                  <select
                    id={`rank-${cat.id}`}
                    value={ranks[cat.id] ?? ''}
                    onChange={(e) => {
                      const { ranks: next, from } = takeRank(ranks, cat.id, e.target.value);
                      setRanks(next);
                      const holder = categories.find((other) => other.id === from);
                      setMoved(holder ? c.moves(e.target.value, categoryLabel(holder), categoryLabel(cat)) : null);
                    }}
                  >
                    <option value="">{a.common.none}</option>
                    {RANKS.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="hp-btn hp-btn--small hp-btn--danger-ghost"
                    aria-label={c.deleteLabel(categoryLabel(cat))}
                    onClick={() => setToDelete(cat)}
                  >
                    {a.common.delete}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <button type="button" className="hp-btn hp-btn--primary" onClick={save} disabled={saving || categories.length === 0}>
        {saving ? a.common.saving : c.saveRankings}
      </button>
      {toDelete && (
        <ConfirmDialog
          title={c.deleteTitle}
          message={c.deleteMessage(categoryLabel(toDelete))}
          confirmLabel={c.deleteConfirm}
          danger
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
