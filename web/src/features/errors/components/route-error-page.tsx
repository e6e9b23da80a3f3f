import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** Router errorElement: anything thrown while loading or rendering a page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (status !== 404) console.error('Page failed', error);
  }, [error, status]);

  return <ErrorScreen status={status} />;
}
