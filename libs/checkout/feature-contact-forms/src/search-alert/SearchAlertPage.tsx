import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { LeadForm, LeadThanks } from '@carweb/checkout-form-engine';
import { useBrand, useOptionalDealerBase } from '@carweb/platform-routing';
import { FormPage, formPageStyles } from '@carweb/shared-ui';
import { searchAlertFixed, searchAlertForm } from '../forms/search-alert-form';
import { messages } from '../messages';
import type { SearchAlertPageData } from './search-alert-loader';
import { searchAlertMessage } from './search-alert';

/** Who gets the alert: the page's dealer, or the brand on the brand-wide market. */
interface Recipient {
  dealerId?: number;
  name: string;
  draftKey: string;
}

/** The list's URL as a link inside the site (the loader gives it with the origin, as the lead names it). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

function SearchAlert({ recipient }: { recipient: Recipient }) {
  const { sent, words, listUrl } = useLoaderData() as SearchAlertPageData;
  const intl = useIntl();
  const title = intl.formatMessage(messages.searchAlertTitle);
  const fixed = useMemo(
    () => searchAlertFixed(recipient.dealerId, searchAlertMessage(words, listUrl)),
    [recipient.dealerId, words, listUrl],
  );
  const search = (
    <p className={formPageStyles.note}>
      {intl.formatMessage(messages.searchAlertSearch, { words: words || intl.formatMessage(messages.searchAlertAnyVehicle) })}{' '}
      <Link to={pathOf(listUrl)}>{intl.formatMessage(messages.searchAlertBack)}</Link>
    </p>
  );
  return (
    <FormPage title={title} intro={sent ? undefined : intl.formatMessage(messages.searchAlertIntro, { dealerName: recipient.name })}>
      {search}
      {sent ? (
        <LeadThanks
          definition={searchAlertForm}
          draftKey={recipient.draftKey}
          dealerName={recipient.name}
          text={messages.searchAlertThanks}
        />
      ) : (
        <LeadForm
          definition={searchAlertForm}
          title={title}
          fixed={fixed}
          draftKey={recipient.draftKey}
          submitLabel={messages.searchAlertSubmit}
        />
      )}
    </FormPage>
  );
}

function DealerSearchAlert({ dealerSlug }: { dealerSlug: string }) {
  const { data: dealer } = useDealerBySlug(dealerSlug);
  return <SearchAlert recipient={{ dealerId: dealer.dealerId, name: dealer.name, draftKey: dealer.slug }} />;
}

function BrandSearchAlert() {
  const brand = useBrand();
  return <SearchAlert recipient={{ name: brand.displayName, draftKey: brand.id }} />;
}

/** "Tell me when a matching car arrives" (decision 0049): the list's filter in words, e-mail, phone, consent; thanks. */
export default function SearchAlertPage() {
  const dealer = useOptionalDealerBase();
  return dealer ? <DealerSearchAlert dealerSlug={dealer.dealerSlug} /> : <BrandSearchAlert />;
}
