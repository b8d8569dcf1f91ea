import { runLeadAction } from '@carweb/checkout-form-engine';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { fixedPayloadOf, modelFormDefinition, type ModelFormKind } from './forms/model-forms';
import { CONFIGURATION_PARAM, loadModelFormSubject, SENT_PARAM } from './model-form-guard';

/**
 * The lead of a model form: the guard (SPEC §2) gives dealer, model and configuration, so the
 * payload names what the page shows, never ids the browser sends; the thanks step keeps the code.
 */
export async function modelFormAction(kind: ModelFormKind, args: PageLoaderArgs) {
  const { dealer, modelPage, configuration } = await loadModelFormSubject(args);
  const definition = modelFormDefinition(kind, configuration !== null);
  const url = new URL(args.request.url);
  const code = configuration && `${CONFIGURATION_PARAM}=${encodeURIComponent(configuration.configurationCode)}`;
  const subject = {
    dealerId: dealer.dealerId,
    modelId: modelPage.model.id,
    configuration: configuration ? { entityId: configuration.entityId, configurationCode: configuration.configurationCode } : undefined,
  };
  return runLeadAction(definition, args.request, {
    api: args.api,
    fixed: fixedPayloadOf(definition, subject),
    thanksUrl: `${url.pathname}?${[code, SENT_PARAM].filter(Boolean).join('&')}`,
  });
}
