import { configuratorEntitySlimQuery } from '@carweb/api-model';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import type { ModelFormKind } from './forms/model-forms';
import { isSent, loadModelFormSubject } from './model-form-guard';

export interface ModelFormData {
  kind: ModelFormKind;
  modelSlug: string;
  configurationCode: string | null;
  sent: boolean;
}

export async function loadModelForm(kind: ModelFormKind, args: PageLoaderArgs): Promise<ModelFormData> {
  const { modelPage, configuration } = await loadModelFormSubject(args);
  // the configured variant's name beside the form: optional, the page shows the configuration without it
  if (configuration) await args.env.queryClient.prefetchQuery(configuratorEntitySlimQuery(args.api, configuration.entityId));
  return {
    kind,
    modelSlug: modelPage.model.slug,
    configurationCode: configuration?.configurationCode ?? null,
    sent: isSent(args.request),
  };
}
