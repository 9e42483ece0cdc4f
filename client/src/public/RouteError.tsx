import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n';

/** The router's default error screen (SPEC §8: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div className="container state-message" role="alert">
      <h1 className="page-title">{t.unexpectedApplicationError}</h1>
      {detail && <p className="error-detail">{detail}</p>}
      <p>
        <Link className="btn btn-primary" to="/">
          {t.backToHome}
        </Link>
      </p>
    </div>
  );
}
