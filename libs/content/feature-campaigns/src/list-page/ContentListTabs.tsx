import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ContentCategory } from '@carweb/content-data-access';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './list-page.module.css';

/** Between the two lists, campaigns and news: links (they work without JavaScript), the current one marked as such. */
export function ContentListTabs({ current }: { current: ContentCategory }) {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const tabs = [
    { category: 'campaign', href: sitePagePath(brand, locale, 'campaigns'), label: intl.formatMessage(messages.campaignsTitle) },
    { category: 'news', href: sitePagePath(brand, locale, 'news'), label: intl.formatMessage(messages.newsTitle) },
  ] as const;
  return (
    <nav aria-label={intl.formatMessage(messages.listNavigation)}>
      <ul className={styles['tabList']}>
        {tabs.map((tab) => (
          <li key={tab.category}>
            <Link className={styles['tab']} to={tab.href} aria-current={tab.category === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
