import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { languageOf, specTexts } from '@carweb/shared-util-i18n';
import { actTargetHref, DEALER_CHOOSER_ID, type ActTarget } from '../actions/act-targets';
import { brandDealersQuery } from '../dealers/brand-dealers';
import { messages } from '../messages';
import styles from './configurator.module.css';

export interface DealerChooserProps {
  target: ActTarget;
  modelSlug: string;
  configurationCode: string;
}

/**
 * Site level: a lead needs a dealer (decision 0034). After "save and go" the page lists the brand's dealers that sell
 * new cars, each linking to its own form with the configuration's code.
 */
export function DealerChooser({ target, modelSlug, configurationCode }: DealerChooserProps) {
  const intl = useIntl();
  const api = useApiContext();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const dealers = useQuery(brandDealersQuery(api, brand.id));
  // the chooser is where "save and go" led: the visitor continues here (the server's answer scrolls to it by its hash)
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  let content;
  // a failed list is not in the server's page data: the browser hydrates it as loading, the same <p> (see LeasingRate)
  if (dealers.isPending)
    content = (
      <p role="status" suppressHydrationWarning>
        {intl.formatMessage(messages.loading)}
      </p>
    );
  else if (dealers.isError)
    content = (
      <p role="alert" suppressHydrationWarning>
        {intl.formatMessage(specTexts.genericError)}
      </p>
    );
  else if (dealers.data.length === 0) content = <p>{intl.formatMessage(messages.dealersNone)}</p>;
  else
    content = (
      <ul className={styles['dealers']}>
        {dealers.data.map((dealer) => {
          // a dealer that does not speak the page's language gets its own; its site redirects a one-language dealer
          const dealerLocale = dealer.defaultLocale === locale || brand.locales.length === 1 ? locale : dealer.defaultLocale;
          const base = { brand, locale: dealerLocale, dealerSlug: dealer.slug, includeLocale: true };
          return (
            <li key={dealer.slug}>
              <a
                href={actTargetHref(base, target, modelSlug, configurationCode)}
                hrefLang={dealerLocale === locale ? undefined : dealerLocale}
              >
                {intl.formatMessage(messages.dealerLink, { dealer: dealer.name, zip: dealer.zip, city: dealer.city })}
              </a>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section
      ref={section}
      id={DEALER_CHOOSER_ID}
      className={styles['dealerChooser']}
      aria-labelledby={`${DEALER_CHOOSER_ID}-title`}
      tabIndex={-1}
    >
      <h2 id={`${DEALER_CHOOSER_ID}-title`} className={styles['stepTitle']}>
        {intl.formatMessage(messages.dealersTitle)}
      </h2>
      <p>{intl.formatMessage(messages.dealersIntro, { target: intl.formatMessage(messages[target]), brand: brand.displayName })}</p>
      {content}
    </section>
  );
}
