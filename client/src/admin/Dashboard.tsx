import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryDto } from '../api/types';
import { adminApi } from './admin-api';
import { useAdminData } from './admin-data';
import { CategoryPanel } from './CategoryPanel';
import { useContentList } from './content-list';
import { ContentTable } from './ContentTable';
import { CreateContentForm } from './CreateContentForm';
import { FormattingGuide } from './FormattingGuide';
import { listError } from './messages';
import { useAdminTexts } from './admin-lang';

/** Before the categories arrive (one array, so the rankings are not reset on every render). */
const NO_CATEGORIES: CategoryDto[] = [];

/**
 * /admin-hp-access: the content table first (on a phone it is what the owner opens the dashboard for),
 * then the create panel with the formatting guide, and categories + rankings.
 */
export function Dashboard() {
  const t = useAdminTexts();
  const categories = useAdminData(() => adminApi.categories(), [], listError);
  // The table's page and filters; the server filters and pages (issue 9).
  const content = useContentList();
  // ?new=<title>&lang=how|paano: a new guide prefilled from a search nobody found (the Readers screen).
  const [params] = useSearchParams();
  const newTitle = params.get('new');
  const newLang = params.get('lang') === 'paano' ? 'paano' : 'how';
  const prefill = useMemo(() => (newTitle ? ({ lang: newLang, title: newTitle.slice(0, 200) } as const) : undefined), [newTitle, newLang]);

  useEffect(() => {
    document.title = t.dashboard.docTitle;
  }, [t]);

  // Category names appear in the table too, so a category change reloads both.
  const { reload: reloadContent } = content;
  const { reload: reloadCategoryList } = categories;
  const reloadCategories = useCallback(() => {
    void reloadCategoryList();
    reloadContent();
  }, [reloadCategoryList, reloadContent]);

  return (
    <div className="hp-dashboard">
      <div className="hp-dashboard__head">
        <h1 className="hp-page-title">{t.dashboard.title}</h1>
        <a className="hp-btn hp-btn--primary hp-dashboard__jump" href="#hp-create-title">
          {t.dashboard.newGuide}
        </a>
      </div>
      <ContentTable list={content} categories={categories.data ?? NO_CATEGORIES} />
      <div className="hp-dashboard__top">
        <div className="hp-dashboard__left">
          <CreateContentForm
            key={prefill ? `${prefill.lang}:${prefill.title}` : 'new'}
            categories={categories.data ?? NO_CATEGORIES}
            onCreated={reloadContent}
            prefill={prefill}
          />
          <FormattingGuide />
        </div>
        <div className="hp-dashboard__right">
          <CategoryPanel
            categories={categories.data ?? NO_CATEGORIES}
            loading={categories.loading}
            error={categories.error}
            reload={reloadCategories}
          />
        </div>
      </div>
    </div>
  );
}
