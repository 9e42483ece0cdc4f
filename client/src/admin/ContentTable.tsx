import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryDto, GuideDto, GuideStatus } from '../api/types';
import { categoryLabel, translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH } from './auth';
import { ConfirmDialog } from './ConfirmDialog';
import { SelectField, TextField } from './fields';
import { MSG, isUnauthorized, writeError } from './messages';
import { useToast } from './Toasts';

type StatusFilter = 'all' | 'published' | 'draft';

/** SPEC §4: published green, draft yellow, others grey. */
export function badgeClass(status: GuideStatus | string): string {
  if (status === 'published') return 'hp-badge hp-badge--green';
  if (status === 'draft') return 'hp-badge hp-badge--yellow';
  return 'hp-badge hp-badge--grey';
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Search by title (either language), category and status (SPEC §2). */
export function filterContent(items: GuideDto[], query: string, categoryId: string, status: StatusFilter): GuideDto[] {
  const q = fold(query.trim());
  return items.filter((item) => {
    if (status !== 'all' && item.post_status !== status) return false;
    if (categoryId && String(item.category?.id ?? '') !== categoryId) return false;
    if (!q) return true;
    const titles = `${translationOf(item, 'how').title} ${translationOf(item, 'paano').title}`;
    return fold(titles).includes(q);
  });
}

function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

interface Props {
  items: GuideDto[];
  categories: CategoryDto[];
  loading: boolean;
  error: string | null;
  reload(): void;
  onUnauthorized(): void;
}

/** "Manage Existing Content": filters and the table of SPEC §2. */
export function ContentTable({ items, categories, loading, error, reload, onUnauthorized }: Props) {
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [toDelete, setToDelete] = useState<GuideDto | null>(null);
  const shown = useMemo(() => filterContent(items, query, categoryId, status), [items, query, categoryId, status]);

  const confirmDelete = async () => {
    const item = toDelete;
    setToDelete(null);
    if (!item) return;
    try {
      await adminApi.deleteContent(item.id);
      toast.success(MSG.contentDeleted);
    } catch (err) {
      if (isUnauthorized(err)) return onUnauthorized();
      toast.error(writeError(err, MSG.deleteContentFailed));
    }
    reload();
  };

  return (
    <section className="hp-card hp-manage" aria-labelledby="hp-manage-title">
      <h2 id="hp-manage-title">Manage Existing Content</h2>
      <div className="hp-filters">
        <TextField label="Search by title" type="search" value={query} onChange={setQuery} placeholder="Type a title…" />
        <SelectField label="Category filter" value={categoryId} onChange={setCategoryId}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status filter" value={status} onChange={(v) => setStatus(v as StatusFilter)}>
          <option value="all">All</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
      </div>
      {error && (
        <p className="hp-alert hp-alert--error" role="alert">
          {error}
        </p>
      )}
      {loading ? (
        <p className="hp-empty-row">Loading content...</p>
      ) : shown.length === 0 ? (
        <p className="hp-empty-row">No content available</p>
      ) : (
        <table className="hp-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Last Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => {
              const how = translationOf(item, 'how');
              const paano = translationOf(item, 'paano');
              const sources = item.sources?.length ?? 0;
              return (
                <tr key={item.id} data-testid={`content-row-${item.id}`}>
                  <td data-label="Title">
                    {how.slug ? (
                      <Link className="hp-table__title" to={`${DASHBOARD_PATH}/content/${encodeURIComponent(how.slug)}/how`}>
                        {how.title || '(untitled)'}
                      </Link>
                    ) : (
                      <span className="hp-table__title">{how.title || '(untitled)'}</span>
                    )}
                    <span className={paano.title ? 'hp-table__sub' : 'hp-table__sub hp-table__sub--missing'} lang={paano.title ? 'fil' : undefined}>
                      {paano.title || 'No Tagalog version'}
                    </span>
                  </td>
                  <td data-label="Category">{item.category ? categoryLabel(item.category) : <span className="hp-muted">No category</span>}</td>
                  <td data-label="Status">
                    <span className={badgeClass(item.post_status)}>{item.post_status}</span>
                  </td>
                  <td data-label="Last Updated">
                    <time dateTime={item.updated_at}>{formatDate(item.updated_at)}</time>
                  </td>
                  <td data-label="Actions">
                    <div className="hp-actions">
                      <span className="hp-badge hp-badge--blue" title="Sources" aria-label={`${sources} ${sources === 1 ? 'source' : 'sources'}`}>
                        {sources} {sources === 1 ? 'source' : 'sources'}
                      </span>
                      <Link className="hp-btn hp-btn--small hp-btn--secondary" to={`${DASHBOARD_PATH}/draft/${item.id}`}>
                        View Draft
                      </Link>
                      <Link className="hp-btn hp-btn--small hp-btn--primary" to={`${DASHBOARD_PATH}/edit/${item.id}/how`}>
                        Edit Content
                      </Link>
                      <button type="button" className="hp-btn hp-btn--small hp-btn--danger" onClick={() => setToDelete(item)}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete content?"
          message={`Delete “${translationOf(toDelete, 'how').title || 'this guide'}” in both languages? This cannot be undone.`}
          confirmLabel="Delete content"
          danger
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
