import { useCallback, useEffect, useState } from 'react';
import type { CategoryDto } from '../api/types';
import { adminApi } from './admin-api';
import { useGoToLogin } from './auth';
import { CategoryPanel } from './CategoryPanel';
import { useContentList } from './content-list';
import { ContentTable } from './ContentTable';
import { CreateContentForm } from './CreateContentForm';
import { FormattingGuide } from './FormattingGuide';
import { isUnauthorized, listError } from './messages';

/**
 * /admin-hp-access: the content table first (on a phone it is what the owner opens the dashboard for),
 * then the create panel with the formatting guide, and categories + rankings.
 */
export function Dashboard() {
  const goToLogin = useGoToLogin();
  const [categories, setCategories] = useState<CategoryDto[]>([]);
  const [categoriesLoading, setCategoriesLoading] = useState(true);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  // The table's page and filters; the server filters and pages (issue 9).
  const content = useContentList(goToLogin);

  useEffect(() => {
    document.title = 'Dashboard | HowPaano admin';
  }, []);

  const loadCategories = useCallback(async () => {
    try {
      setCategories(await adminApi.categories());
      setCategoriesError(null);
    } catch (err) {
      if (isUnauthorized(err)) return goToLogin();
      setCategories([]);
      setCategoriesError(listError(err));
    } finally {
      setCategoriesLoading(false);
    }
  }, [goToLogin]);

  useEffect(() => {
    void loadCategories();
    // Load once on entry; later reloads are explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Category names appear in the table too, so a category change reloads both.
  const { reload: reloadContent } = content;
  const reloadCategories = useCallback(() => {
    void loadCategories();
    reloadContent();
  }, [loadCategories, reloadContent]);

  return (
    <div className="hp-dashboard">
      <div className="hp-dashboard__head">
        <h1 className="hp-page-title">Dashboard</h1>
        <a className="hp-btn hp-btn--primary hp-dashboard__jump" href="#hp-create-title">
          New guide
        </a>
      </div>
      <ContentTable list={content} categories={categories} onUnauthorized={goToLogin} />
      <div className="hp-dashboard__top">
        <div className="hp-dashboard__left">
          <CreateContentForm categories={categories} onCreated={reloadContent} />
          <FormattingGuide />
        </div>
        <div className="hp-dashboard__right">
          <CategoryPanel
            categories={categories}
            loading={categoriesLoading}
            error={categoriesError}
            reload={reloadCategories}
            onUnauthorized={goToLogin}
          />
        </div>
      </div>
    </div>
  );
}
