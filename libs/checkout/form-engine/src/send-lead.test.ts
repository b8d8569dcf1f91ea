import { describe, expect, it } from 'vitest';
import { submitMultileaseChangeName } from '@carweb/api-brand-forms';
import { submitServiceAppointment } from '@carweb/api-form';
import type { BrandFormDefinition, LeadFormDefinition } from './lead-form';
import { leadFetcherOf } from './send-lead';

describe('the lead of a form', () => {
  it('is sent by the per-operation fetcher of the call its description names', () => {
    expect(leadFetcherOf({ path: 'service' } as LeadFormDefinition)).toBe(submitServiceAppointment);
    const changeName = { brandAction: { brand: 'multilease', action: 'change-name' } } as BrandFormDefinition;
    expect(leadFetcherOf(changeName)).toBe(submitMultileaseChangeName);
  });
});
