import { buildUrl, useApiContext, type ApiContext } from '@carweb/api-http';

/** configurator/pdf/{configurationCode}: a link only (the browser opens the PDF), never fetched by the client. */
export function configurationPdfUrl(ctx: ApiContext, configurationCode: string): string {
  return buildUrl(ctx.backends.model, `configurator/pdf/${encodeURIComponent(configurationCode)}`, { locale: ctx.locale });
}

export function useConfigurationPdfUrl(configurationCode: string): string {
  return configurationPdfUrl(useApiContext(), configurationCode);
}
