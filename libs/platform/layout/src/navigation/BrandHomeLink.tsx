import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { messages } from '../messages';
import { BrandLogo } from './BrandLogo';
import styles from './navigation.module.css';

/**
 * The brand's logo as the link to its corporate home `/{lang}` (decision 0037), on every page's header; `withName` shows
 * the brand's name beside it (the site pages, which have no dealer name).
 */
export function BrandHomeLink({
  brand,
  locale,
  withName = false,
}: {
  brand: Pick<BrandConfig, 'displayName' | 'logo'>;
  locale: Locale;
  withName?: boolean;
}) {
  const intl = useIntl();
  return (
    <Link
      className={styles[withName ? 'brand' : 'brandHome']}
      to={`/${locale}`}
      aria-label={intl.formatMessage(messages.brandHome, { brand: brand.displayName })}
    >
      <BrandLogo brand={brand} />
      {withName && <span aria-hidden="true">{brand.displayName}</span>}
    </Link>
  );
}
