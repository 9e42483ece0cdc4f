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
import { writeError } from './messages';
import { useAdminTexts } from './admin-lang';
import { adminEn, type AdminCatalogue } from '../i18n/admin-en';
import { Pager } from './Pager';
import { useUnauthorized } from './session';
import { useToast } from './Toasts';
import { formatSiteTime } from '../shared/site-time';
import { ErrorAlert } from './fields/ErrorAlert';

/** A scheduled guide's badge, beside its status (in the table and the editor). */
export const SCHEDULED_BADGE = 'hp-badge hp-badge--blue';

/** SPEC §4: published green, draft yellow, others grey. */
export function badgeClass(status: GuideStatus | string): string {
  if (status === 'published') return 'hp-badge hp-badge--green';
  if (status === 'draft') return 'hp-badge hp-badge--yellow';
  return 'hp-badge hp-badge--grey';
}

/** "Showing 26–50 of 4,012 guides" (or the count alone when it all fits on one page). */
export function countText(count: number, page: number, pageSize: number, t: AdminCatalogue = adminEn): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const total = t.table.count(n(count), count === 1);
  if (count <= pageSize) return total;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return t.table.showing(n(first), n(last), total);
}

/** A status as the admin's language names it. */
export function statusName(status: string, t: AdminCatalogue): string {
  return t.status[status as keyof AdminCatalogue['status']] ?? status;
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
  const a = useAdminTexts();
  const c = a.table;
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
      toast.success(a.msg.contentDeleted);
    } catch (err) {
      if (unauthorized(err, () => void deleteContent(item))) return;
      toast.error(writeError(err, a.msg.deleteContentFailed, a.msg));
    }
    // The current page again (the pager moves back when it was the last row of the last page).
    list.reload();
  };

  return (
    <section className="hp-card hp-manage" aria-labelledby="hp-manage-title">
      <h2 id="hp-manage-title">{c.title}</h2>
      <div className="hp-filters">
        <TextField label={c.search} type="search" value={filters.query} onChange={list.setQuery} placeholder={c.searchPlaceholder} />
        <CategorySelect
          label={c.categoryFilter}
          none={c.allCategories}
          categories={categories}
          value={filters.categoryId}
          onChange={list.setCategoryId}
        />
        <SelectField label={c.statusFilter} value={filters.status} onChange={(v) => list.setStatus(v as StatusFilter)}>
          <option value="all">{c.all}</option>
          <option value="published">{a.status.published}</option>
          <option value="draft">{a.status.draft}</option>
        </SelectField>
        <SelectField label={c.translationFilter} value={filters.translation} onChange={(v) => list.setTranslation(v as TranslationFilter)}>
          <option value="all">{c.all}</option>
          <option value="stale">{c.needsUpdate}</option>
          <option value="up_to_date">{c.upToDate}</option>
        </SelectField>
      </div>
      <ErrorAlert message={error} />
      {loading ? (
        <p className="hp-empty-row">{c.loading}</p>
      ) : items.length === 0 ? (
        <p className="hp-empty-row">{c.empty}</p>
      ) : (
        <>
          <p className="hp-manage__count" aria-live="polite">
            {countText(list.count, list.page, ADMIN_PAGE_SIZE, a)}
          </p>
          <table className="hp-table" aria-busy={list.busy}>
            <thead>
              <tr>
                <th scope="col">{c.colTitle}</th>
                <th scope="col">{c.colCategory}</th>
                <th scope="col">{c.colStatus}</th>
                <th scope="col">{c.colTranslation}</th>
                <th scope="col">{c.colUpdated}</th>
                <th scope="col">{c.colActions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const how = translationOf(item, 'how');
                const paano = translationOf(item, 'paano');
                const sources = item.sources_count ?? item.sources?.length ?? 0;
                return (
                  <tr key={item.id} data-testid={`content-row-${item.id}`}>
                    <td data-label={c.colTitle}>
                      {how.slug ? (
                        <Link className="hp-table__title" to={`${DASHBOARD_PATH}/content/${encodeURIComponent(how.slug)}/how`}>
                          {how.title || a.common.untitled}
                        </Link>
                      ) : (
                        <span className="hp-table__title">{how.title || a.common.untitled}</span>
                      )}
                      <span
                        className={paano.title ? 'hp-table__sub' : 'hp-table__sub hp-table__sub--missing'}
                        lang={paano.title ? 'fil' : undefined}
                      >
                        {paano.title || c.noPaano}
                      </span>
                    </td>
                    <td data-label={c.colCategory}>
                      {item.category ? categoryLabel(item.category) : <span className="hp-muted">{c.noCategory}</span>}
                    </td>
                    <td data-label={c.colStatus}>
                      <span className={badgeClass(item.post_status)}>{statusName(item.post_status, a)}</span>
                      {item.publish_at && (
                        <span className={SCHEDULED_BADGE} title={c.goesLive(formatSiteTime(item.publish_at, a.locale))}>
                          {a.status.scheduled}
                        </span>
                      )}
                    </td>
                    <td data-label={c.colTranslation}>
                      <TranslationBadge staleParts={item.stale_parts ?? 0} />
                    </td>
                    <td data-label={c.colUpdated}>
                      <time dateTime={item.updated_at}>{formatSiteTime(item.updated_at, a.locale)}</time>
                    </td>
                    <td data-label={c.colActions}>
                      <div className="hp-actions">
                        <span className="hp-badge hp-badge--blue" title={c.sourcesTitle} aria-label={c.sources(sources)}>
                          {c.sources(sources)}
                        </span>
                        <Link className="hp-btn hp-btn--small hp-btn--secondary" to={`${DASHBOARD_PATH}/draft/${item.id}`}>
                          {c.viewDraft}
                        </Link>
                        <Link className="hp-btn hp-btn--small hp-btn--primary" to={`${DASHBOARD_PATH}/edit/${item.id}/how`}>
                          {c.editContent}
                        </Link>
                        <button type="button" className="hp-btn hp-btn--small hp-btn--danger" onClick={() => setToDelete(item)}>
                          {a.common.delete}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager page={list.page} lastPage={list.lastPage} onPage={list.setPage} label={c.pages} />
        </>
      )}
      {toDelete && (
        <ConfirmDialog
          title={c.deleteTitle}
          message={c.deleteMessage(translationOf(toDelete, 'how').title || c.thisGuide)}
          confirmLabel={c.deleteConfirm}
          danger
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
