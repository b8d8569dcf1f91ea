import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalRouteEnv } from '@carweb/platform-routing';
import type { MessageId } from '@carweb/shared-util-i18n';
import { rehydrateDrafts, useDraftStore } from './drafts';
import type { FormDefinition } from './lead-form';
import styles from './lead-form.module.css';
import { messages } from './messages';
import { trackCheckoutStep, type CheckoutTracking } from './tracking';

export interface LeadThanksProps {
  definition: FormDefinition;
  draftKey: string;
  dealerName: string;
  /** a text of the page's own instead of the general thanks, with `dealerName` */
  text?: MessageId;
  tracking?: Partial<Pick<CheckoutTracking, 'shift' | 'value'>>;
}

/** The thanks step: the lead is stored, its draft is cleared and the confirmation is tracked. */
export function LeadThanks({ definition, draftKey, dealerName, text, tracking }: LeadThanksProps) {
  const intl = useIntl();
  const variant = useOptionalRouteEnv()?.brand.tracking.checkoutVariant;
  const trackingKey = JSON.stringify({ ...definition.tracking, ...tracking, variant });
  const draft = `${definition.id}:${draftKey}`;
  const steps = definition.steps.length;
  useEffect(() => {
    void Promise.resolve(rehydrateDrafts()).then(() => useDraftStore.getState().clear(draft));
    trackCheckoutStep(JSON.parse(trackingKey) as CheckoutTracking, steps);
  }, [draft, trackingKey, steps]);
  const title = intl.formatMessage(messages.thanksTitle);
  return (
    <section className={styles['thanks']} aria-labelledby="lead-thanks-title">
      <title>{title}</title>
      <h2 id="lead-thanks-title" tabIndex={-1}>
        {title}
      </h2>
      <p>{intl.formatMessage(text ?? messages.thanksText, { dealerName })}</p>
    </section>
  );
}
