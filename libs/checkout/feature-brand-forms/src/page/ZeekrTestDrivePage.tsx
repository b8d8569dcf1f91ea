import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { zeekrModelsQuery } from '@carweb/api-content';
import { minimalDealerListQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { modelRangeQuery } from '@carweb/api-model';
import type { FlatValues } from '@carweb/checkout-form-engine';
import type { BrandFormPageData } from '../brand-form-page';
import { zeekrModelChoices } from '../forms/zeekr-models';
import { messages } from '../messages';
import { formPageStyles } from '@carweb/shared-ui';
import { BrandLeadPage } from './BrandLeadPage';

/** The query parameter a model page's link names its model with: `?model=<slug>` preselects it. */
export const MODEL_PARAM = 'model';

/**
 * Zeekr test drive: the Zeekr models (content service, with the model service's ids), the place as a
 * free text with the Zeekr locations as suggestions, a wish date if any; then contact data.
 */
export default function ZeekrTestDrivePage() {
  const { form, sent } = useLoaderData() as BrandFormPageData;
  const intl = useIntl();
  const api = useApiContext();
  const [search] = useSearchParams();
  // both are loaded by the route's loader before the page shows
  const { data: content } = useQuery(zeekrModelsQuery(api));
  const { data: range } = useQuery(modelRangeQuery(api));
  // the locations are suggestions only: without them the visitor types the place
  const { data: dealers = [] } = useQuery(minimalDealerListQuery(api, 'all'));
  const models = zeekrModelChoices(content ?? [], range?.models ?? []);
  const chosen = models.find((model) => model.slug === search.get(MODEL_PARAM));
  const defaults: FlatValues = chosen ? { modelId: String(chosen.modelId) } : {};
  const loaded = content !== undefined && range !== undefined;
  return (
    <BrandLeadPage
      form={form}
      sent={sent}
      pending={!loaded}
      defaults={defaults}
      fieldOptions={{
        modelId: models.map((model) => ({
          value: String(model.modelId),
          label: intl.formatMessage(messages.modelOption, { name: model.name, tagline: model.tagline }),
        })),
        location: dealers.map((dealer) => ({ value: `${dealer.name}, ${dealer.city}`, label: `${dealer.name}, ${dealer.city}` })),
      }}
      unavailable={
        loaded && models.length === 0 ? <p className={formPageStyles['notice']}>{intl.formatMessage(messages.noModels)}</p> : undefined
      }
    />
  );
}
