import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { modelPageQuery } from '@carweb/api-model';
import { PageHero, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { useModelLevel } from '../use-model-level';
import { ModelDetailContent } from './ModelDetailContent';

/** A model's page (modelDetailPage) on the brand's site and below a dealer: the same code, the level decides the links. */
export default function ModelDetailPage() {
  const intl = useIntl();
  const api = useApiContext();
  const level = useModelLevel();
  const slug = useParams()['slug'] ?? '';
  const page = useQuery(modelPageQuery(api, slug));
  const dealerSlug = level.kind === 'dealer' ? level.dealer.dealerSlug : '';
  const dealer = useQuery({ ...dealerBySlugQuery(api, dealerSlug), enabled: level.kind === 'dealer' });
  if (page.data) return <ModelDetailContent page={page.data} level={level} dealer={dealer.data ?? null} />;
  return (
    <>
      <PageHero title={intl.formatMessage(messages.breadcrumbModels)} />
      <Section>
        {page.isError ? (
          <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>
        ) : (
          <p role="status">{intl.formatMessage(messages.loading)}</p>
        )}
      </Section>
    </>
  );
}
