import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useModelRange } from '@carweb/api-model';
import { LeadForm, LeadThanks } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import type { DealerTestDriveData } from '../dealer-test-drive-loader';
import { dealerTestDriveForm, MODEL_FIELD } from '../forms/dealer-test-drive-form';
import { messages } from '../messages';
import styles from './appointments.module.css';
import { DealerContact } from './DealerContact';

/** The dealer's test drive without a vehicle: a model of the brand, contact data and wish date, then thanks. */
export default function DealerTestDrivePage() {
  const { sent, noModels } = useLoaderData() as DealerTestDriveData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: range } = useModelRange();
  const title = intl.formatMessage(messages.testDriveTitle);
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  const models = (range?.models ?? []).map((model) => ({ value: String(model.id), label: model.name }));
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      {sent && (
        <LeadThanks definition={dealerTestDriveForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.testDriveThanks} />
      )}
      {!sent && noModels && (
        <section className={styles['panel']}>
          <title>{title}</title>
          <p>{intl.formatMessage(messages.noModelsText)}</p>
          <p>{intl.formatMessage(messages.contactUsText)}</p>
          <DealerContact dealer={dealer} />
        </section>
      )}
      {!sent && !noModels && (
        <div className={styles['narrow']}>
          <p className={styles['intro']}>{intl.formatMessage(messages.testDriveIntro, { dealerName: dealer.name })}</p>
          <LeadForm
            definition={dealerTestDriveForm}
            title={title}
            fixed={fixed}
            draftKey={dealer.slug}
            fieldOptions={{ [MODEL_FIELD]: models }}
          />
        </div>
      )}
    </div>
  );
}
