import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import type { Lang, SuggestedItemDto } from '../../api/types';
import { guidePath } from '../../shared/links';
import { categoryName } from '../../shared/translation';
import type { Catalogue } from '../../i18n/i18n';
import { plainPreview } from '../common';
import { type ListResult } from './guide-data';

export function SuggestedCarousel({ suggested, lang, labels }: { suggested: ListResult<SuggestedItemDto>; lang: Lang; labels: Catalogue }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = useCallback((direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 16 : 316;
    el.scrollBy({ left: direction * step, behavior: 'smooth' });
  }, []);
  return (
    <section className="suggested" aria-labelledby="suggested-heading">
      <div className="suggested-head">
        <h2 id="suggested-heading">{labels.suggested}</h2>
        {suggested.items.length > 1 && (
          <div className="carousel-buttons">
            <button type="button" className="icon-btn" aria-label={labels.previous} onClick={() => scroll(-1)}>
              ‹
            </button>
            <button type="button" className="icon-btn" aria-label={labels.next} onClick={() => scroll(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {suggested.error ? (
        <p className="error-text">{suggested.error}</p>
      ) : suggested.items.length === 0 ? (
        <p className="empty">{labels.noSuggestions}</p>
      ) : (
        <ul className="carousel" ref={track}>
          {suggested.items.map((item) => (
            <li key={item.id} className="carousel-card card">
              {item.category && <p className="card-kicker">{categoryName(item.category, lang)}</p>}
              <h3 className="card-title">
                <Link to={guidePath(item, lang)}>{item.title}</Link>
              </h3>
              <p className="card-text">{plainPreview(item.description, 120)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
