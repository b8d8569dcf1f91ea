import { describe, expect, it } from 'vitest';
import { FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import {
  allFields,
  checkoutStepEvent,
  fieldErrorsOf,
  payloadOf,
  type FlatValues,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { brochureForm } from './brochure-form';
import { contactForm, corporateContactForm } from './contact-forms';
import { newsletterFixed, newsletterForm, softLeadFixed, softLeadForm } from './soft-lead-forms';

/** What a visitor types into the fields of these forms (as the form posts it: text). */
const CONTACT: FlatValues = {
  'contact.gender': 'female',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': 'anna@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  privacyAccepted: 'on',
};

/** The form's payload from typed values plus what the page adds, checked by the form's own contract. */
function validate(definition: LeadFormDefinition, values: FlatValues, fixed: Record<string, unknown> = {}) {
  const fields = allFields(definition);
  const parsed = FORM_PAYLOAD_SCHEMAS[definition.path].safeParse({ ...payloadOf(values, fields), ...fixed });
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

/** The data-layer steps a visitor passes: every form step, then the confirmation. */
const trackingWalk = (definition: LeadFormDefinition) =>
  Array.from({ length: definition.steps.length + 1 }, (_, formStep) => {
    const { event, checkout, checkoutStep } = checkoutStepEvent(definition.tracking, formStep);
    return `${event} ${checkout} ${checkoutStep}`;
  });

describe('dealer contact (contact-corporate with the dealer)', () => {
  const typed = { ...CONTACT, dealerId: '101', subject: 'Frage zum Ceed', message: 'Bitte rufen Sie mich an.', contactTime: ['noon'] };

  it('posts to the form service call contact-corporate: location, subject, message and contact data', () => {
    const { parsed } = validate(contactForm, typed);
    expect(contactForm.path).toBe('contact-corporate');
    expect(parsed.data).toMatchObject({ dealerId: 101, subject: 'Frage zum Ceed', contactTime: ['noon'], contact: { firstName: 'Anna' } });
  });

  it('an empty form names the subject and the contact data as required (the location select always has one)', () => {
    expect(validate(contactForm, {}).errors).toMatchObject({
      subject: 'required',
      'contact.firstName': 'required',
      'contact.email': 'required',
      privacyAccepted: 'required',
    });
  });

  it('a wrong e-mail address is invalid, the message is optional', () => {
    const { errors } = validate(contactForm, { ...typed, 'contact.email': 'anna@', message: '' });
    expect(errors).toEqual({ 'contact.email': 'invalid' });
  });

  it('tracks request, contact data and the confirmation as generic form steps', () => {
    expect(trackingWalk(contactForm)).toEqual([
      'begin_checkout contact 1',
      'checkout_progress contact 2',
      'checkout_confirmation contact 3',
    ]);
  });
});

describe('corporate contact (contact-corporate)', () => {
  it('needs a subject; the dealer is optional ("no particular dealer" posts none)', () => {
    const { parsed } = validate(corporateContactForm, { ...CONTACT, subject: 'Garantie', dealerId: '' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('dealerId');
    expect(validate(corporateContactForm, { ...CONTACT, subject: 'Garantie', dealerId: '213' }).parsed.data).toMatchObject({
      dealerId: 213,
    });
    expect(validate(corporateContactForm, CONTACT).errors).toEqual({ subject: 'required' });
  });

  it('tracks its own name', () => {
    expect(trackingWalk(corporateContactForm)).toEqual([
      'begin_checkout contact_corporate 1',
      'checkout_progress contact_corporate 2',
      'checkout_confirmation contact_corporate 3',
    ]);
  });
});

describe('newsletter (soft-lead/submit with the newsletter flag)', () => {
  it('the e-mail address and the privacy notice are all it needs; the page adds dealer, flag and source', () => {
    const { parsed } = validate(newsletterForm, { email: 'nina@example.ch', privacyAccepted: 'on' }, newsletterFixed(100));
    expect(parsed.data).toEqual({ email: 'nina@example.ch', dealerId: 100, newsletter: true, source: 'newsletter', privacyAccepted: true });
  });

  it('an empty form: e-mail and privacy required; a wrong address invalid', () => {
    expect(validate(newsletterForm, {}, newsletterFixed(100)).errors).toEqual({ email: 'required', privacyAccepted: 'required' });
    expect(validate(newsletterForm, { email: 'nina', privacyAccepted: 'on' }, newsletterFixed(100)).errors).toEqual({ email: 'invalid' });
  });

  it('is one step, then the confirmation', () => {
    expect(trackingWalk(newsletterForm)).toEqual(['begin_checkout newsletter 1', 'checkout_confirmation newsletter 2']);
  });
});

describe('soft lead (soft-lead/submit)', () => {
  it('a model of interest and the newsletter are the visitor’s choice', () => {
    const typed = { email: 'sam@example.ch', firstName: 'Sam', modelId: '105', newsletter: 'on', privacyAccepted: 'on' };
    expect(validate(softLeadForm, typed, softLeadFixed(100)).parsed.data).toMatchObject({
      modelId: 105,
      newsletter: true,
      source: 'soft-lead',
      dealerId: 100,
    });
    const bare = validate(softLeadForm, { email: 'sam@example.ch', modelId: '', privacyAccepted: 'on' }, softLeadFixed(100)).parsed.data;
    expect(bare).toMatchObject({ newsletter: false });
    expect(bare).not.toHaveProperty('modelId');
  });

  it('an empty form: e-mail and privacy required', () => {
    expect(validate(softLeadForm, {}, softLeadFixed(100)).errors).toEqual({ email: 'required', privacyAccepted: 'required' });
  });

  it('is one step, then the confirmation', () => {
    expect(trackingWalk(softLeadForm)).toEqual(['begin_checkout soft_lead 1', 'checkout_confirmation soft_lead 2']);
  });
});

describe('brochure request (brochures)', () => {
  const typed = { ...CONTACT, modelIds: ['103', '106'], delivery: 'email' };
  const address = { 'address.street': 'Bahnhofstrasse', 'address.number': '1', 'address.zip': '8001', 'address.city': 'Zürich' };

  it('by e-mail: the chosen models as numbers, no address', () => {
    const { parsed } = validate(brochureForm, typed, { dealerId: 100 });
    expect(parsed.data).toMatchObject({ modelIds: [103, 106], delivery: 'email' });
    expect(parsed.data).not.toHaveProperty('address');
  });

  it('by post: the address is required, and then sent', () => {
    expect(validate(brochureForm, { ...typed, delivery: 'mail' }, { dealerId: 100 }).errors).toEqual({
      'address.street': 'required',
      'address.number': 'required',
      'address.zip': 'required',
      'address.city': 'required',
    });
    const { parsed } = validate(brochureForm, { ...typed, ...address, delivery: 'mail' }, { dealerId: 100 });
    expect(parsed.data).toMatchObject({ delivery: 'mail', address: { zip: '8001' } });
  });

  it('at least one model; a wrong zip is invalid', () => {
    expect(validate(brochureForm, { ...typed, modelIds: [] }, { dealerId: 100 }).errors).toEqual({ modelIds: 'required' });
    const wrongZip = { ...typed, ...address, 'address.zip': '80', delivery: 'mail' };
    expect(validate(brochureForm, wrongZip, { dealerId: 100 }).errors).toEqual({ 'address.zip': 'invalid' });
  });

  it('tracks models, contact data, delivery and the confirmation', () => {
    expect(trackingWalk(brochureForm)).toEqual([
      'begin_checkout brochure 1',
      'checkout_progress brochure 2',
      'checkout_progress brochure 3',
      'checkout_confirmation brochure 4',
    ]);
  });
});
