import * as base from '@carweb/api-base';
import * as brand from '@carweb/api-brand-forms';
import * as content from '@carweb/api-content';
import * as dealer from '@carweb/api-dealer';
import * as form from '@carweb/api-form';
import * as model from '@carweb/api-model';
import * as payment from '@carweb/api-payment';
import * as core from '@carweb/api-core';
import type { SpecCall } from './spec-calls';

/** The public API (index.ts) of the client library of each service. */
export const LIBRARY_EXPORTS: Record<SpecCall['service'], Record<string, unknown>> = {
  core,
  dealer,
  form,
  brand,
  model,
  base,
  content,
  payment,
};
