import { useCallback, useEffect } from 'react';
import type { CategoryDto } from '../api/types';
import { adminApi } from './admin-api';
import { useAdminData } from './admin-data';
import { CategoryPanel } from './CategoryPanel';
import { useContentList } from './content-list';
import { ContentTable } from './ContentTable';
import { CreateContentForm } from './CreateContentForm';
import { FormattingGuide } from './FormattingGuide';
import { listError } from './messages';

/** Before the categories arrive (one array, so the rankings are not reset on every render). */
const NO_CATEGORIES: CategoryDto[] = [];

/**
 * /admin-hp-access: the content table first (on a phone it is what the owner opens the dashboard for),
 * then the create panel with the formatting guide, and categories + rankings.
 */
export function Dashboard() {
  const categories = useAdminData(() => adminApi.categories(), [], listError);
  // The table's page and filters; the server filters and pages (issue 9).
  const content = useContentList();

  useEffect(() => {
    document.title = 'Dashboard | HowPaano admin';
  }, []);

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
        <h1 className="hp-page-title">Dashboard</h1>
        <a className="hp-btn hp-btn--primary hp-dashboard__jump" href="#hp-create-title">
          New guide
        </a>
      </div>
      <ContentTable list={content} categories={categories.data ?? NO_CATEGORIES} />
      <div className="hp-dashboard__top">
        <div className="hp-dashboard__left">
          <CreateContentForm categories={categories.data ?? NO_CATEGORIES} onCreated={reloadContent} />
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
