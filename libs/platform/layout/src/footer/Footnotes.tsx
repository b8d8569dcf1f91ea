import { useIntl } from 'react-intl';
import { useFootnotes } from '@carweb/api-base';
import { messages } from '../messages';
import styles from './DealerFooter.module.css';

/** Footnotes of the base service in the page language (they reload on a language change). */
export function Footnotes() {
  const intl = useIntl();
  const { data: footnotes } = useFootnotes();
  if (!footnotes?.length) return null;
  return (
    <ol className={styles['footnotes']} aria-label={intl.formatMessage(messages.footnotes)}>
      {footnotes.map((footnote) => (
        <li key={footnote.id} id={`footnote-${footnote.id}`}>
          {footnote.text}
        </li>
      ))}
    </ol>
  );
}
