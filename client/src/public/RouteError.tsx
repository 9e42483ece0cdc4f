import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n';
import { StateMessage } from './StateMessage';

/** The router's default error screen (SPEC §8: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return <StateMessage title={t.unexpectedApplicationError} detail={detail} role="alert" />;
}
