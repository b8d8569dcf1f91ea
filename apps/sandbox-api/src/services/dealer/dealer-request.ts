import type { Request } from 'express';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { intParam, requestLocale } from '../../http/request';
import { localeChain } from './dealer-content';
import type { StoredDealer } from './dealer-repository';

export interface DealerRequest {
  stored: StoredDealer;
  locale: Locale;
  /** requested locale, then the dealer's default, then de */
  locales: Locale[];
}

/** {dealerId}/dealer/… calls: the dealer must exist ('Could not fetch Dealer Data' otherwise). */
export function dealerRequest(ctx: SandboxContext, req: Request): DealerRequest {
  const locale = requestLocale(req);
  const stored = ctx.dealers.byId(intParam(req, 'dealerId'));
  if (!stored) throw notFound('Could not fetch Dealer Data');
  return { stored, locale, locales: localeChain(locale, stored.dealer.defaultLocale) };
}
