import { useEffect, useRef } from 'react';
import styles from './form.module.css';

export interface ErrorSummaryItem {
  /** id of the control (or fieldset) the link moves to */
  fieldId: string;
  text: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: ErrorSummaryItem[];
}

/**
 * GOV.UK error summary: at the top of the form, one link per wrong answer, worded like the inline
 * error; it receives focus when it appears so screen readers announce it first.
 */
export function ErrorSummary({ title, items }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => item.fieldId).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <div className={styles['summary']} ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className={styles['summaryTitle']} id="error-summary-title">
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(item.fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
