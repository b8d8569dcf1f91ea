import type { Model } from '@carweb/api-contracts';

/** A Zeekr model as the content service describes it (SPEC §7 content "Zeekr models"); its id is the model's mipsId. */
export interface ZeekrModelContent {
  id: string;
  name: string;
  slug: string;
  tagline: string;
}

/** A model the visitor can choose for a test drive: what the content service says, the id the lead carries. */
export interface ZeekrModelChoice {
  modelId: number;
  slug: string;
  name: string;
  tagline: string;
}

/**
 * The Zeekr models to choose from: the content service's, in its order, each with the model service's
 * id (the lead's `modelId`), matched by mipsId. A model the model range does not know cannot be sent, so it is left out.
 */
export function zeekrModelChoices(
  content: readonly ZeekrModelContent[],
  range: readonly Pick<Model, 'mipsId' | 'id'>[],
): ZeekrModelChoice[] {
  const ids = new Map(range.map((model) => [model.mipsId, model.id]));
  return content.flatMap((model) => {
    const modelId = ids.get(model.id);
    return modelId === undefined ? [] : [{ modelId, slug: model.slug, name: model.name, tagline: model.tagline }];
  });
}
