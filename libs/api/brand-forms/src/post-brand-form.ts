import type { z } from 'zod';
import type { BRAND_FORM_SCHEMAS } from '@carweb/api-contracts';
import { contract, submitForm, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';

type BrandForms = typeof BRAND_FORM_SCHEMAS;
export type FormBrand = keyof BrandForms;
export type BrandFormAction<B extends FormBrand> = keyof BrandForms[B] & string;
type BrandFormSchema<B extends FormBrand, A extends BrandFormAction<B>> = BrandForms[B][A] & z.ZodTypeAny;
export type BrandFormPayload<B extends FormBrand, A extends BrandFormAction<B>> = z.input<BrandFormSchema<B, A>>;

/** SPEC §7: brand-specific POSTs live under {locale}/{brand}.ch/{platform} of the brand service. */
export function brandFormPath(ctx: ApiContext, brand: FormBrand, action: string): string {
  return `${ctx.locale}/${brand}.ch/${ctx.platform}/${action}`;
}

function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null) form.set(name, String(value));
  return form;
}

/**
 * Validates the payload with the brand form's contract, POSTs it — as form data for the actions the contract lists in
 * FORM_DATA_BRAND_ACTIONS (SPEC §7: multilease change-name), else as JSON — and succeeds only when the answer has
 * `success: true`.
 */
export async function postBrandForm<B extends FormBrand, A extends BrandFormAction<B>>(
  ctx: ApiContext,
  brand: B,
  action: A,
  payload: BrandFormPayload<B, A>,
  options: FormSubmitOptions = {},
) {
  const contracts = await import('@carweb/api-contracts');
  const schema = contracts.BRAND_FORM_SCHEMAS[brand][action] as BrandFormSchema<B, A>;
  const values = schema.parse(payload);
  const asFormData = contracts.FORM_DATA_BRAND_ACTIONS.some(([formBrand, formAction]) => formBrand === brand && formAction === action);
  const body = asFormData ? toFormData(values as Record<string, unknown>) : values;
  return submitForm(ctx, 'brand', brandFormPath(ctx, brand, action), body, contract('formSubmitResponseSchema'), options);
}
