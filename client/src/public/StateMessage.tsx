import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { DeadEndHelp } from './DeadEndHelp';
import type { NotFoundData } from './not-found-data';
import type { PopularLink } from './popular';
import { useT } from '../i18n/i18n';
import { useHomePath } from './common';

/** A page that is only a message: its heading, perhaps a detail, and the way back home. */
export function StateMessage({ title, detail, role }: { title: string; detail?: string | null; role?: 'alert' }) {
  return (
    <MessagePage title={title} role={role}>
      {detail && <p className="error-detail">{detail}</p>}
    </MessagePage>
  );
}

/** The frame of every message page: the heading, what the page says under it, and the way back home. */
function MessagePage({ title, role, children }: { title: string; role?: 'alert'; children: ReactNode }) {
  const t = useT();
  const home = useHomePath();
  return (
    <div className="container state-message" role={role}>
      <h1 className="page-title">{title}</h1>
      {children}
      <p>
        <Link className="btn btn-primary" to={home}>
          {t.backToHome}
        </Link>
      </p>
    </div>
  );
}

/**
 * SPEC §8's "content not found", for a path or a guide that is not there, with a way on (issue 29):
 * a search box, popular guides in the page's language and "Request this guide".
 */
export function NotFoundMessage({ popular = [], query = '' }: { popular?: PopularLink[]; query?: string }) {
  const t = useT();
  return (
    <MessagePage title={t.contentNotFound}>
      <DeadEndHelp popular={popular} query={query} />
    </MessagePage>
  );
}

/** The router's "*" page: an address that is no page (not-found-data.ts). */
export function NotFoundPage() {
  const page = useLoaderData() as NotFoundData | undefined;
  return <NotFoundMessage popular={page?.popular} query={page?.query} />;
}
