import { useIntl } from 'react-intl';
import type { ModelPage } from '@carweb/api-contracts';
import { ResponsiveImage, Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from './detail.module.css';

/** The model's highlights (model page): picture, title and text each; nothing when the page has none. */
export function ModelHighlights({ highlights }: { highlights: ModelPage['highlights'] }) {
  const intl = useIntl();
  if (highlights.length === 0) return null;
  return (
    <Section id="highlights" title={intl.formatMessage(messages.highlights)}>
      <ul className={styles['highlights']}>
        {highlights.map((highlight) => (
          <li key={highlight.title} className={styles['highlight']}>
            {/* decorative: the title and text say what it shows */}
            <ResponsiveImage src={highlight.image} alt="" width={480} height={270} slot="card" />
            <div className={styles['highlightBody']}>
              <h3 className={styles['highlightTitle']}>{highlight.title}</h3>
              <p>{highlight.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
