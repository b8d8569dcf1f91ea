import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import styles from './list-page.module.css';

/** Model-range teaser below the list: configure a new car when the stock has not got it. */
export function ModelRangeTeaser({ href }: { href: string | null }) {
  const intl = useIntl();
  if (!href) return null;
  return (
    <section className={styles['teaser']} aria-labelledby="model-range-teaser">
      <h2 id="model-range-teaser" className={styles['teaserTitle']}>
        {intl.formatMessage(messages.modelTeaserTitle)}
      </h2>
      <p>{intl.formatMessage(messages.modelTeaserText)}</p>
      <Link className={styles['teaserLink']} to={href}>
        {intl.formatMessage(messages.modelTeaserLink)}
      </Link>
    </section>
  );
}
