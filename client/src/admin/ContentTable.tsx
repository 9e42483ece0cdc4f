import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminGuideListItemDto, CategoryDto, GuideStatus } from '../api/types';
import { categoryLabel, translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH } from './auth';
import { ConfirmDialog } from './ConfirmDialog';
import { ADMIN_PAGE_SIZE, type ContentList, type StatusFilter, type TranslationFilter } from './content-list';
import { TranslationBadge } from './TranslationBadge';
import { CategorySelect } from './fields/CategorySelect';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { MSG, writeError } from './messages';
import { Pager } from './Pager';
import { useUnauthorized } from './session';
import { useToast } from './Toasts';
import { formatSiteTime } from '../shared/site-time';

/** A scheduled guide's badge, beside its status (in the table and the editor). */
export const SCHEDULED_BADGE = 'hp-badge hp-badge--blue';

/** SPEC §4: published green, draft yellow, others grey. */
export function badgeClass(status: GuideStatus | string): string {
  if (status === 'published') return 'hp-badge hp-badge--green';
  if (status === 'draft') return 'hp-badge hp-badge--yellow';
  return 'hp-badge hp-badge--grey';
}

/** "Showing 26–50 of 4,012 guides" (or the count alone when it all fits on one page). */
export function countText(count: number, page: number, pageSize: number): string {
  const total = `${count.toLocaleString('en-US')} ${count === 1 ? 'guide' : 'guides'}`;
  if (count <= pageSize) return total;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total}`;
}

interface Props {
  /** The page, its filters and their setters (useContentList): filtering and paging run on the server. */
  list: ContentList;
  categories: CategoryDto[];
}

/** "Manage Existing Content": filters, the table of SPEC §2 and its pager. */
export function ContentTable({ list, categories }: Props) {
  const toast = useToast();
  const unauthorized = useUnauthorized();
  const [toDelete, setToDelete] = useState<AdminGuideListItemDto | null>(null);
  const { filters, items, loading, error } = list;

  const confirmDelete = () => {
    const item = toDelete;
    setToDelete(null);
    if (item) void deleteContent(item);
  };

  const deleteContent = async (item: AdminGuideListItemDto) => {
    try {
      await adminApi.deleteContent(item.id);
      toast.success(MSG.contentDeleted);
    } catch (err) {
      if (unauthorized(err, () => void deleteContent(item))) return;
      toast.error(writeError(err, MSG.deleteContentFailed));
    }
    // The current page again (the pager moves back when it was the last row of the last page).
    list.reload();
  };

  return (
    <section className="hp-card hp-manage" aria-labelledby="hp-manage-title">
      <h2 id="hp-manage-title">Manage Existing Content</h2>
      <div className="hp-filters">
        <TextField label="Search by title" type="search" value={filters.query} onChange={list.setQuery} placeholder="Type a title…" />
        <CategorySelect
          label="Category filter"
          none="All categories"
          categories={categories}
          value={filters.categoryId}
          onChange={list.setCategoryId}
        />
        <SelectField label="Status filter" value={filters.status} onChange={(v) => list.setStatus(v as StatusFilter)}>
          <option value="all">All</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <SelectField label="Translation filter" value={filters.translation} onChange={(v) => list.setTranslation(v as TranslationFilter)}>
          <option value="all">All</option>
          <option value="stale">Needs update</option>
          <option value="up_to_date">Up to date</option>
        </SelectField>
      </div>
      {error && (
        <p className="hp-alert hp-alert--error" role="alert">
          {error}
        </p>
      )}
      {loading ? (
        <p className="hp-empty-row">Loading content...</p>
      ) : items.length === 0 ? (
        <p className="hp-empty-row">No content available</p>
      ) : (
        <>
          <p className="hp-manage__count" aria-live="polite">
            {countText(list.count, list.page, ADMIN_PAGE_SIZE)}
          </p>
          <table className="hp-table" aria-busy={list.busy}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Translation</th>
                <th scope="col">Last Updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const how = translationOf(item, 'how');
                const paano = translationOf(item, 'paano');
                const sources = item.sources_count ?? item.sources?.length ?? 0;
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
                      <span
                        className={paano.title ? 'hp-table__sub' : 'hp-table__sub hp-table__sub--missing'}
                        lang={paano.title ? 'fil' : undefined}
                      >
                        {paano.title || 'No Tagalog version'}
                      </span>
                    </td>
                    <td data-label="Category">
                      {item.category ? categoryLabel(item.category) : <span className="hp-muted">No category</span>}
                    </td>
                    <td data-label="Status">
                      <span className={badgeClass(item.post_status)}>{item.post_status}</span>
                      {item.publish_at && (
                        <span className={SCHEDULED_BADGE} title={`Goes live ${formatSiteTime(item.publish_at)}`}>
                          scheduled
                        </span>
                      )}
                    </td>
                    <td data-label="Translation">
                      <TranslationBadge staleParts={item.stale_parts ?? 0} />
                    </td>
                    <td data-label="Last Updated">
                      <time dateTime={item.updated_at}>{formatSiteTime(item.updated_at)}</time>
                    </td>
                    <td data-label="Actions">
                      <div className="hp-actions">
                        <span
                          className="hp-badge hp-badge--blue"
                          title="Sources"
                          aria-label={`${sources} ${sources === 1 ? 'source' : 'sources'}`}
                        >
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
          <Pager page={list.page} lastPage={list.lastPage} onPage={list.setPage} label="Content pages" />
        </>
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
