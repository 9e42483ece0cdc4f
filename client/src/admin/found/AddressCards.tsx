/**
 * The SEO screen's address cards (FoundScreen.tsx): the addresses that answered "not found" with a
 * one-click redirect, the redirect manager, and the guides' old slugs.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../../api/types';
import type { FoundCatalogue } from '../../i18n/found-en';
import type { NotFoundDto } from '../../shared/seo-types';
import { useAdminData } from '../admin-data';
import { FormMessages } from '../feedback';
import { useUnauthorized } from '../session';
import { foundApi } from './found-api';
import { Card, editPath, errorText, ListState, Pages } from './found-parts';

export function NotFoundCard({ T, onRedirect }: { T: FoundCatalogue; onRedirect(): void }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const list = useAdminData(() => foundApi.notFound(page), [page]);
  return (
    <Card id={`${id}-nf`} title={T.notFound.title} hint={T.notFound.hint}>
      {done && (
        <p className="hp-alert--success" role="status">
          {T.notFound.redirected(done)}
        </p>
      )}
      <ListState T={T} data={list} empty={T.notFound.empty}>
        {(rows) => (
          <ul className="hp-found__list" data-testid="not-found-list">
            {rows.map((row) => (
              <NotFoundRow
                key={row.path}
                T={T}
                row={row}
                onDone={(path) => {
                  setDone(path);
                  onRedirect();
                  void list.reload();
                }}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.notFound.title} />
    </Card>
  );
}

function NotFoundRow({ T, row, onDone }: { T: FoundCatalogue; row: NotFoundDto; onDone(redirectedPath: string | null): void }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, message: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone(message);
    } catch (err) {
      if (!unauthorized(err, () => void act(work, message))) setError(errorText(err, T));
    } finally {
      setBusy(false);
    }
  };
  const redirect = (target: string) => act(() => foundApi.addRedirect(row.path, target), row.path);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to.trim()) void redirect(to.trim());
  };

  return (
    <li className="hp-found__row">
      <code className="hp-found__path">{row.path}</code>
      <span>
        {T.notFound.hits}: {row.hits} · {T.notFound.lastSeen}: {row.last_seen}
      </span>
      {row.slug && row.title && (
        <button type="button" className="hp-btn hp-btn--small hp-btn--primary" disabled={busy} onClick={() => void redirect(row.slug!)}>
          {T.notFound.redirectTo(row.title)}
        </button>
      )}
      <form className="hp-found__form" onSubmit={submit}>
        <label htmlFor={`${id}-to`}>{T.notFound.otherGuide}</label>
        <span className="hp-found__inline hp-wrap-row">
          <input id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} maxLength={2000} />
          <button type="submit" className="hp-btn hp-btn--small" disabled={busy || !to.trim()}>
            {T.notFound.redirect}
          </button>
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            disabled={busy}
            onClick={() => void act(() => foundApi.dismiss(row.path), null)}
          >
            {T.notFound.dismiss}
          </button>
        </span>
      </form>
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function RedirectsCard({ T, version }: { T: FoundCatalogue; version: number }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [page, setPage] = useState(1);
  const list = useAdminData(() => foundApi.redirects(page), [page]);
  const { reload } = list;
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'added' | 'deleted' | null>(null);

  const act = async (work: () => Promise<unknown>, message: 'added' | 'deleted', after?: () => void) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
      after?.();
      setDone(message);
      await list.reload();
    } catch (err) {
      if (!unauthorized(err, () => void act(work, message, after))) setError(errorText(err, T));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () => foundApi.addRedirect(from.trim(), to.trim()),
      'added',
      () => {
        setFrom('');
        setTo('');
      },
    );
  };

  return (
    <Card id={`${id}-redirects`} title={T.redirects.title} hint={T.redirects.hint}>
      <form className="hp-found__add" onSubmit={submit}>
        <span className="hp-field">
          <label htmlFor={`${id}-from`}>{T.redirects.from}</label>
          <input
            id={`${id}-from`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder="/old/guide"
            maxLength={500}
            required
          />
        </span>
        <span className="hp-field">
          <label htmlFor={`${id}-to`}>{T.redirects.to}</label>
          <input id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} maxLength={2000} required />
        </span>
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
          {T.redirects.add}
        </button>
      </form>
      <FormMessages error={error} success={done && T.redirects[done]} compact />
      <ListState T={T} data={list} empty={T.redirects.empty}>
        {(rows) => (
          <ul className="hp-found__list" data-testid="redirect-list">
            {rows.map((row) => (
              <RedirectItem
                key={row.path}
                T={T}
                from={row.path}
                to={row}
                deleteLabel={T.redirects.deleteLabel(row.path)}
                disabled={busy}
                onDelete={() => void act(() => foundApi.deleteRedirect(row.path), 'deleted')}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.redirects.title} />
    </Card>
  );
}

/** One redirect of either list (an old address or an old slug): what it was, the guide it leads to, Delete. */
function RedirectItem({
  T,
  from,
  to,
  deleteLabel,
  disabled,
  onDelete,
}: {
  T: FoundCatalogue;
  from: string;
  to: { guide_id: number; lang: Lang; title: string | null };
  deleteLabel: string;
  disabled?: boolean;
  onDelete(): void;
}) {
  return (
    <li className="hp-found__row">
      <code className="hp-found__path">{from}</code>
      <span>
        → <Link to={editPath(to.guide_id, to.lang)}>{to.title || `#${to.guide_id}`}</Link> ({T.langs[to.lang]})
      </span>
      <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={deleteLabel} disabled={disabled} onClick={onDelete}>
        {T.redirects.delete}
      </button>
    </li>
  );
}

export function SlugsCard({ T }: { T: FoundCatalogue }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [page, setPage] = useState(1);
  const list = useAdminData(() => foundApi.slugRedirects(page), [page]);
  const [error, setError] = useState<string | null>(null);
  const remove = async (slugId: number) => {
    setError(null);
    try {
      await foundApi.deleteSlugRedirect(slugId);
      await list.reload();
    } catch (err) {
      if (!unauthorized(err, () => void remove(slugId))) setError(errorText(err, T));
    }
  };
  return (
    <Card id={`${id}-slugs`} title={T.slugs.title} hint={T.slugs.hint}>
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
      <ListState T={T} data={list} empty={T.slugs.empty}>
        {(rows) => (
          <ul className="hp-found__list">
            {rows.map((row) => (
              <RedirectItem
                key={row.id}
                T={T}
                from={row.slug}
                to={row}
                deleteLabel={T.slugs.deleteLabel(row.slug)}
                onDelete={() => void remove(row.id)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.slugs.title} />
    </Card>
  );
}
