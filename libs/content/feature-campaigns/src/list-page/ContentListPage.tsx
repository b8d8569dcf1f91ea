import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { listedContentQuery } from '@carweb/content-data-access';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { CardGrid, PageHero, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import type { ContentListData } from '../content-list-loader';
import { CampaignTeaser } from '../teaser/CampaignTeaser';
import { ContentListTabs } from './ContentListTabs';
import styles from './list-page.module.css';

const TEXTS = {
  campaign: {
    title: messages.campaignsTitle,
    intro: messages.campaignsIntro,
    metaTitle: messages.campaignsMetaTitle,
    metaDescription: messages.campaignsMetaDescription,
    empty: messages.emptyCampaigns,
  },
  news: {
    title: messages.newsTitle,
    intro: messages.newsIntro,
    metaTitle: messages.newsMetaTitle,
    metaDescription: messages.newsMetaDescription,
    empty: messages.emptyNews,
  },
};

/** The brand's campaigns or news (campaignAndNewsListPage), newest first, each as a teaser to its page or override. */
export default function ContentListPage() {
  const intl = useIntl();
  const brand = useBrand();
  const { category } = useLoaderData() as ContentListData;
  const list = useQuery(listedContentQuery(useApiContext(), brand, { category }));
  const texts = TEXTS[category];
  const name = brand.displayName;
  let state;
  if (list.isPending) state = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (list.isError && !list.data) state = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (list.data.length === 0) state = <p className={styles['empty']}>{intl.formatMessage(texts.empty)}</p>;
  return (
    <>
      <PageSeo
        title={intl.formatMessage(texts.metaTitle, { brand: name })}
        description={intl.formatMessage(texts.metaDescription, { brand: name })}
        image={list.data?.[0]?.image}
      />
      <PageHero
        title={intl.formatMessage(texts.title)}
        intro={intl.formatMessage(texts.intro, { brand: name })}
        tabs={<ContentListTabs current={category} />}
      />
      <Section>
        {state ?? (
          <CardGrid>
            {list.data?.map((item) => (
              <CampaignTeaser key={item.id} item={item} headingLevel={2} />
            ))}
          </CardGrid>
        )}
      </Section>
    </>
  );
}
