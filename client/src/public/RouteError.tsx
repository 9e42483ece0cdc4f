import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's default error screen (SPEC §8: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div className="container state-message" role="alert">
      <h1 className="page-title">Unexpected Application Error!</h1>
      {detail && <p className="error-detail">{detail}</p>}
      <p>
        <Link className="btn btn-primary" to="/">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
