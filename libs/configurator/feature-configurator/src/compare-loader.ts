import {
  configuratorEntitySlimQuery,
  configuratorModelSlimQuery,
  configuratorModelsQuery,
  modelComparisonQuery,
  variantComparisonQuery,
} from '@carweb/api-model';
import { critical, optional, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { compareSelectionOf, type CompareSelection } from './compare/compare-selection';

export interface CompareLoaderData {
  selection: CompareSelection;
  /** a model or variant the URL names that the model service does not know: the choice again, with a notice */
  unknown: boolean;
}

/**
 * The model comparison (site and dealer level). Loader contract (decision 0015): the comparison is critical — an
 * outage answers 503; a model or variant the service does not know (404) is no error page: the page offers the choice
 * again with a notice. The configurable models (for the choice) are optional; so is a variant's model name (entity and
 * model slim), the heading then names the variants only.
 */
export async function loadModelCompare(args: PageLoaderArgs): Promise<CompareLoaderData> {
  const { request, env, api } = args;
  const { queryClient, brand } = env;
  const selection = compareSelectionOf(new URL(request.url).searchParams);
  if (args.dealer) await pageDealer(args);
  const choices = queryClient.prefetchQuery(configuratorModelsQuery(api, brand.wholesaler));
  if (selection.kind === 'choose') {
    await choices;
    return { selection, unknown: false };
  }
  const comparison =
    selection.kind === 'models'
      ? critical(queryClient.ensureQueryData(modelComparisonQuery(api, selection.slugs)))
      : critical(queryClient.ensureQueryData(variantComparisonQuery(api, selection.entityIds)));
  const [answer] = await Promise.all([comparison, choices]);
  if (answer && selection.kind === 'variants') {
    const entity = await optional(queryClient.ensureQueryData(configuratorEntitySlimQuery(api, selection.entityIds[0])));
    if (entity) await queryClient.prefetchQuery(configuratorModelSlimQuery(api, entity.modelCode));
  }
  return { selection, unknown: answer === null };
}
