import { Link } from 'react-router';
import type { CategoryDto, Lang } from '../../api/types';
import { categoryPath } from '../../shared/links';
import { categoryName } from '../../shared/translation';
import type { Catalogue } from '../../i18n/i18n';

/** Ranked categories first; all of them (up to 8) when none is ranked. Named in the page's language. */
export function PopularCategories({
  categories,
  all,
  labels,
  lang,
}: {
  categories: CategoryDto[];
  all: CategoryDto[];
  labels: Catalogue;
  lang: Lang;
}) {
  const shown = categories.length ? categories : all.slice(0, 8);
  return (
    <section className="card popular" aria-labelledby="popular-heading">
      <h2 id="popular-heading">{labels.popularCategories}</h2>
      {shown.length === 0 ? (
        <p className="empty">{labels.noCategories}</p>
      ) : (
        <ul className="chips">
          {shown.map((category) => (
            <li key={category.id}>
              <Link className="chip" to={categoryPath(category, lang)}>
                {categoryName(category, lang)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
