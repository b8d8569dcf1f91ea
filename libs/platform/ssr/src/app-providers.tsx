import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { isAbsence } from '@carweb/api-http';
import { RouteEnvProvider, type RouteEnv } from '@carweb/platform-routing';
import { AssetsProvider, type PageAssets } from './document/assets-context';

/** In the browser an outage is retried once; an absence (404, 410) is an answer and never retried. */
export const retryOutageOnce = (failures: number, error: unknown): boolean => failures < 1 && !isAbsence(error);

/**
 * The query client of one page render (`server`) or of the browser. The server never retries: each backend call has
 * its time budget (decision 0015), and a retry after TanStack's 1 s back-off delayed every outage answer by the back-off
 * and a second budget, and every absence (a missing vehicle's 301, an unknown dealer's redirect) by a second.
 */
export function createQueryClient(side: 'server' | 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // SSR data stays fresh for the first minute after hydration: nothing is fetched twice.
      queries: { staleTime: 60_000, retry: side === 'server' ? false : retryOutageOnce, refetchOnWindowFocus: false },
    },
  });
}

/** Marks the document once React has hydrated it (e2e tests and monitoring wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
    performance.mark('hydrated');
  }, []);
  return null;
}

export function AppProviders(props: { env: RouteEnv; assets: PageAssets; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.env.queryClient}>
      <RouteEnvProvider env={props.env}>
        <AssetsProvider value={props.assets}>
          <HydrationMarker />
          {props.children}
        </AssetsProvider>
      </RouteEnvProvider>
    </QueryClientProvider>
  );
}
