import { footerContentQuery, multileaseFooterQuery, multileaseNavigationQuery, navigationContentQuery } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';

/**
 * The content service's navigation and footer of a brand (SPEC §7): the multilease queries for a brand whose
 * `navigationSource` says so, else the brand's `navigation` and `footer` (the brand is the API context's wholesaler).
 * Both pairs answer the same content; they differ only in the type of their query key, hence one type for both.
 */
export function contentChromeQueries(api: ApiContext, brand: Pick<BrandConfig, 'navigationSource'>) {
  const multilease = brand.navigationSource === 'multileaseContent';
  return {
    navigation: (multilease ? multileaseNavigationQuery(api) : navigationContentQuery(api)) as ReturnType<typeof navigationContentQuery>,
    footer: (multilease ? multileaseFooterQuery(api) : footerContentQuery(api)) as ReturnType<typeof footerContentQuery>,
  };
}
