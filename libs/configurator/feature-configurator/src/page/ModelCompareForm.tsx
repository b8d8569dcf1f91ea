import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import { COMPARE_MIN, COMPARE_PARAMS } from '../compare/compare-selection';
import { messages } from '../messages';
import styles from './compare.module.css';

export interface ModelCompareFormProps {
  models: { slug: string; name: string }[];
  /** the comparison page */
  action: string;
  /** the models already chosen (the comparison page's own) */
  chosen?: readonly string[];
}

/** The comparison's choice: a GET form of the configurable models (two to four), so it works without JavaScript. */
export function ModelCompareForm({ models, action, chosen = [] }: ModelCompareFormProps) {
  const intl = useIntl();
  const id = useId();
  if (models.length < COMPARE_MIN) return null;
  return (
    <Form method="get" action={action} className={styles['form']} aria-labelledby={id}>
      <fieldset className={styles['fieldset']}>
        <legend id={id} className={styles['legend']}>
          {intl.formatMessage(messages.compareTitle)}
        </legend>
        <p className={styles['hint']}>{intl.formatMessage(messages.compareHint)}</p>
        <ul className={styles['options']}>
          {models.map((model) => (
            <li key={model.slug}>
              <label className={styles['option']}>
                <input type="checkbox" name={COMPARE_PARAMS.models} value={model.slug} defaultChecked={chosen.includes(model.slug)} />
                <span>{model.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={styles['submit']}>
        {intl.formatMessage(messages.compareSubmit)}
      </button>
    </Form>
  );
}
