import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { Configuration } from '../configuration/configuration-url';
import styles from './configurator.module.css';

/** Step 4: what the configuration is, in words (the actions follow it). */
export function SummaryStep({ configuration, children }: { configuration: Configuration; children?: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const { entity, colorCode, items } = configuration;
  const chosen = new Set(items);
  const equipment = entity.equipment.filter((item) => chosen.has(item.code)).map((item) => item.name);
  return (
    <section className={styles['step']} aria-labelledby={id}>
      <h2 id={id} className={styles['stepTitle']}>
        {intl.formatMessage(messages.stepSummary)}
      </h2>
      <dl className={styles['summary']}>
        <div>
          <dt>{intl.formatMessage(messages.summaryVariant)}</dt>
          <dd>{entity.name}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.summaryColor)}</dt>
          <dd>{entity.colors.find((color) => color.colorCode === colorCode)?.name ?? colorCode}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.summaryEquipment)}</dt>
          <dd>{equipment.length ? equipment.join(', ') : intl.formatMessage(messages.noEquipment)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
