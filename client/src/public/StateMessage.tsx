import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

/** A page that is only a message: its heading, perhaps a detail, and the way back home. */
export function StateMessage({ title, detail, role }: { title: string; detail?: string | null; role?: 'alert' }) {
  const t = useT();
  return (
    <div className="container state-message" role={role}>
      <h1 className="page-title">{title}</h1>
      {detail && <p className="error-detail">{detail}</p>}
      <p>
        <Link className="btn btn-primary" to="/">
          {t.backToHome}
        </Link>
      </p>
    </div>
  );
}

/** SPEC §8's "content not found", for a path or a guide that is not there. */
export function NotFoundMessage() {
  const t = useT();
  return <StateMessage title={t.contentNotFound} />;
}
