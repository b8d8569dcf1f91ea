import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { buttonClassName, Section } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './CorporateHomePage.module.css';

/**
 * The dealer search (SPEC §1) with a place: a GET form to /{lang}/haendlersuche with its `place` parameter (postcode,
 * town or a dealer's name, libs/dealer/feature-search `dealer-search-params.ts`); without JavaScript a plain form.
 */
export function FindDealer() {
  const intl = useIntl();
  const brand = useBrand();
  const id = useId();
  const title = intl.formatMessage(messages.findDealer);
  return (
    <Section id="find-dealer" title={title}>
      <p className={styles['sectionIntro']}>{intl.formatMessage(messages.findDealerIntro, { brand: brand.displayName })}</p>
      <Form
        className={styles['dealerForm']}
        method="get"
        action={sitePagePath(brand, languageOf(intl.locale), 'dealerSearch')}
        role="search"
        aria-label={title}
      >
        <div className={styles['place']}>
          <label htmlFor={`${id}-place`}>{intl.formatMessage(messages.place)}</label>
          <p className={styles['hint']} id={`${id}-hint`}>
            {intl.formatMessage(messages.placeHint)}
          </p>
          <input id={`${id}-place`} type="search" name="place" autoComplete="off" enterKeyHint="search" aria-describedby={`${id}-hint`} />
        </div>
        <button type="submit" className={buttonClassName('primary')}>
          {intl.formatMessage(messages.searchDealers)}
        </button>
      </Form>
    </Section>
  );
}
