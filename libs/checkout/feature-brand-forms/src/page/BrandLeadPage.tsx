import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LeadForm, LeadThanks, type FieldOption, type FlatValues } from '@carweb/checkout-form-engine';
import { useBrand } from '@carweb/platform-routing';
import { BRAND_FORM_DEFINITIONS, type BrandLeadFormId } from '../forms/brand-form-definitions';
import { FormPage } from '@carweb/shared-ui';
import { BRAND_FORM_TEXTS } from './form-texts';

export interface BrandLeadPageProps {
  form: BrandLeadFormId;
  sent: boolean;
  /** options that come with the page's data, per field name */
  fieldOptions?: Partial<Record<string, FieldOption[]>>;
  defaults?: FlatValues;
  stepExtras?: Partial<Record<string, (values: FlatValues) => ReactNode>>;
  /** shown instead of the form when the page cannot offer it (e.g. no models for a test drive) */
  unavailable?: ReactNode;
  /** the page's data is not there yet (only outside the router: its loader waits for it) */
  pending?: boolean;
}

/**
 * A brand form's page: its title and introduction with the brand's name, the form on the form
 * engine (sent to the brand-specific POST), or the thanks step after the 303.
 */
export function BrandLeadPage({ form, sent, fieldOptions, defaults, stepExtras, unavailable, pending }: BrandLeadPageProps) {
  const intl = useIntl();
  const brand = useBrand();
  const definition = BRAND_FORM_DEFINITIONS[form];
  const texts = BRAND_FORM_TEXTS[form];
  const title = intl.formatMessage(texts.title, { brand: brand.displayName });
  // the page adds nothing the visitor does not type: the brand is the call's, the dealer the visitor's choice
  const fixed = useMemo(() => ({}), []);
  if (sent) {
    return (
      <FormPage title={title}>
        <LeadThanks definition={definition} draftKey={brand.id} dealerName={brand.displayName} text={texts.thanks} />
      </FormPage>
    );
  }
  if (pending) return <FormPage title={title} />;
  if (unavailable) return <FormPage title={title}>{unavailable}</FormPage>;
  return (
    <FormPage title={title} intro={intl.formatMessage(texts.intro, { brand: brand.displayName })}>
      <LeadForm
        definition={definition}
        title={title}
        fixed={fixed}
        draftKey={brand.id}
        fieldOptions={fieldOptions}
        defaults={defaults}
        stepExtras={stepExtras}
        submitLabel={texts.submit}
      />
    </FormPage>
  );
}
