import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RouteEnvProvider, type RouteEnv } from '@carweb/platform-routing';
import { AssetsProvider, type PageAssets } from './document/assets-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // SSR data stays fresh for the first minute after hydration: nothing is fetched twice.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Marks the document once React has hydrated it (e2e tests and monitoring wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
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
