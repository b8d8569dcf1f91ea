import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { logEvent } from '@carweb/api-http';
import { GenericErrorMessage, SiteChrome, SiteFrame } from '@carweb/platform-layout';
import { isOutageResponse, useBrand } from '@carweb/platform-routing';
import { SeoLinks } from '@carweb/platform-seo';
import { Document } from '@carweb/platform-ssr';
import { ConsentBanner, PreviewNotice, TrackingRoot } from '@carweb/platform-tracking';
import { themeToCssVariables } from '@carweb/shared-util-brand';
import type { RootData } from './root-loader';
import { RouteMeta } from './RouteMeta';
import { useSiteHomeHref } from './use-site-home-href';
import { SiteProviders } from './SiteProviders';

function Frame({ data, children }: { data: RootData | undefined; children: React.ReactNode }) {
  const brand = useBrand();
  const locale = data?.locale ?? brand.defaultLocale;
  return (
    <Document lang={locale} themeCss={themeToCssVariables(brand.theme)}>
      <SiteProviders locale={locale} messages={data?.messages ?? {}} partial={data?.partial}>
        {children}
      </SiteProviders>
    </Document>
  );
}

/** The root route: the whole document, language providers, robots meta, canonical/hreflang, site chrome, tracking, then the page. */
export function SiteRoot() {
  const data = useLoaderData() as RootData;
  return (
    <Frame data={data}>
      <RouteMeta />
      <SeoLinks />
      <SiteChrome />
      <ConsentBanner />
      <TrackingRoot />
      <PreviewNotice />
      <Outlet />
    </Frame>
  );
}

function SiteErrorMessage() {
  return <GenericErrorMessage homeHref={useSiteHomeHref()} />;
}

/**
 * What no layout caught ends here — e.g. an outage while loading the dealer itself (503): the
 * spec's generic message inside the site frame (decision 0015).
 */
export function SiteErrorBoundary() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const error = useRouteError();
  if (import.meta.env.SSR && !isOutageResponse(error)) logEvent('error', 'Page failed', { err: error });
  return (
    <Frame data={data}>
      <RouteMeta />
      <SiteChrome />
      <SiteFrame>
        <SiteErrorMessage />
      </SiteFrame>
    </Frame>
  );
}
