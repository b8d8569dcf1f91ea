import { useRouteError } from 'react-router-dom';
import { logEvent } from '@carweb/api-http';
import { GenericErrorMessage } from '@carweb/platform-layout';
import { isOutageResponse } from '@carweb/platform-routing';
import { useSiteHomeHref } from './use-site-home-href';

/**
 * A page whose loader or render failed, inside the dealer or site layout that holds it: the spec's
 * generic message with the layout's header and footer (decision 0015). An outage answers 503 and
 * was logged where it happened; anything else is a defect and is logged here.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const homeHref = useSiteHomeHref();
  if (import.meta.env.SSR && !isOutageResponse(error)) logEvent('error', 'Page failed', { err: error });
  return <GenericErrorMessage homeHref={homeHref} />;
}
