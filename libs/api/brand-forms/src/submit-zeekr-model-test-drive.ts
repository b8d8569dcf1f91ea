import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/zeekr.ch/{platform}/model-test-drive */
export function submitZeekrModelTestDrive(
  ctx: ApiContext,
  payload: BrandFormPayload<'zeekr', 'model-test-drive'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'zeekr', 'model-test-drive', payload, options);
}
