import { describe, expect, it } from 'vitest';
import { FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import { allFields, checkoutStepEvent, fieldErrorsOf, payloadOf, type FlatValues } from '@carweb/checkout-form-engine';
import { searchAlertFixed, searchAlertForm } from './search-alert-form';

const MESSAGE = 'Benzin\nhttps://www.kia.ch/de/auto-finden?fuel[]=petrol';

function validate(values: FlatValues, fixed: Record<string, unknown>) {
  const fields = allFields(searchAlertForm);
  const parsed = FORM_PAYLOAD_SCHEMAS[searchAlertForm.path].safeParse({ ...payloadOf(values, fields), ...fixed });
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

describe('search alert (soft-lead/submit with a message)', () => {
  it('e-mail and privacy are required, the phone is optional but checked', () => {
    expect(validate({}, searchAlertFixed(100, MESSAGE)).errors).toEqual({ email: 'required', privacyAccepted: 'required' });
    expect(validate({ email: 'lea@example.ch', phone: 'abc', privacyAccepted: 'on' }, searchAlertFixed(100, MESSAGE)).errors).toEqual({
      phone: 'invalid',
    });
  });

  it('the page adds the dealer (none for the brand), the source and the message', () => {
    const typed = { email: 'lea@example.ch', phone: '79 123 45 67', privacyAccepted: 'on' };
    expect(validate(typed, searchAlertFixed(100, MESSAGE)).parsed.data).toEqual({
      email: 'lea@example.ch',
      phone: '79 123 45 67',
      dealerId: 100,
      source: 'search-alert',
      newsletter: false,
      message: MESSAGE,
      privacyAccepted: true,
    });
    expect(validate(typed, searchAlertFixed(undefined, MESSAGE)).parsed.data).not.toHaveProperty('dealerId');
  });

  it('one step; the sent alert is the confirmation push of the data layer', () => {
    expect(checkoutStepEvent(searchAlertForm.tracking, 0)).toMatchObject({
      event: 'begin_checkout',
      checkout: 'search_alert',
      checkoutStep: 1,
    });
    expect(checkoutStepEvent(searchAlertForm.tracking, 1)).toMatchObject({
      event: 'checkout_confirmation',
      checkout: 'search_alert',
      checkoutStep: 2,
    });
  });
});
