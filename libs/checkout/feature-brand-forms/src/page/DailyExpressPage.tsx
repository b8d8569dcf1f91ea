import { useIntl } from 'react-intl';
import { Form, useLoaderData, useNavigation } from 'react-router-dom';
import type { DailyExpressResponse } from '@carweb/api-contracts';
import { formEngineMessages } from '@carweb/checkout-form-engine';
import { useBrand } from '@carweb/platform-routing';
import { Button, ErrorSummary, FormField, FormPage } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { ZIP_PARAM, type DailyExpressPageData } from '../daily-express-lookup';
import { messages } from '../messages';
import styles from './daily-express.module.css';

const FIELD_ID = 'field-zip';

/** The form service's answer for one postcode: whether and when Daily Express delivers, and the nearest location. */
function DailyExpressAnswer({ zip, answer }: { zip: string; answer: DailyExpressResponse | null }) {
  const intl = useIntl();
  // a date of the form service (YYYY-MM-DD) is a calendar day, not an instant: read and shown in UTC
  const date = answer?.nextDeliveryDate
    ? intl.formatDate(`${answer.nextDeliveryDate}T00:00:00Z`, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  const nearest = answer?.nearestDealer;
  return (
    <section className={styles['answer']} aria-labelledby="daily-express-answer">
      <h2 id="daily-express-answer">{intl.formatMessage(messages.resultTitle, { zip })}</h2>
      <p>
        {answer?.available && date
          ? intl.formatMessage(messages.available, { zip, date })
          : intl.formatMessage(messages.unavailable, { zip })}
      </p>
      {nearest && (
        <p>
          {intl.formatMessage(messages.nearestDealer, {
            name: nearest.name,
            city: nearest.city,
            distance: intl.formatNumber(nearest.distanceKm, { maximumFractionDigits: 1 }),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * Emil Frey Daily Express (SPEC §7 form service GET emilfrey/daily-express?zip): a postcode, then
 * the answer. A plain GET form: without JavaScript the server answers the new URL, with it the router does.
 */
export default function DailyExpressPage() {
  const { query, answer } = useLoaderData() as DailyExpressPageData;
  const intl = useIntl();
  const brand = useBrand();
  const navigation = useNavigation();
  const title = intl.formatMessage(messages.dailyExpressTitle, { brand: brand.displayName });
  const label = intl.formatMessage(messages.zip);
  const error =
    query.kind === 'error'
      ? intl.formatMessage(query.error === 'required' ? specTexts.validationRequired : specTexts.validationInvalid)
      : undefined;
  const typed = query.kind === 'zip' ? query.zip : query.kind === 'error' ? query.typed : '';
  const looking = navigation.state === 'loading';
  return (
    <FormPage title={title} intro={intl.formatMessage(messages.dailyExpressIntro)}>
      <title>{error ? intl.formatMessage(formEngineMessages.errorTitlePrefix, { title }) : title}</title>
      <ErrorSummary
        title={intl.formatMessage(formEngineMessages.errorSummaryTitle)}
        items={error ? [{ fieldId: FIELD_ID, text: `${label}: ${error}` }] : []}
      />
      <Form method="get" className={styles['lookup']} noValidate>
        <FormField id={FIELD_ID} label={label} hint={intl.formatMessage(messages.zipHint)} error={error} required>
          {(ids) => (
            // the key renews the uncontrolled input when the URL's postcode changes (back, forward, a new lookup)
            <input
              key={typed}
              id={ids.id}
              name={ZIP_PARAM}
              className={styles['control']}
              defaultValue={typed}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid ? true : undefined}
              aria-required
            />
          )}
        </FormField>
        <Button type="submit" disabled={looking} aria-disabled={looking}>
          {intl.formatMessage(messages.check)}
        </Button>
      </Form>
      {query.kind === 'zip' && answer !== undefined && <DailyExpressAnswer zip={query.zip} answer={answer} />}
    </FormPage>
  );
}
