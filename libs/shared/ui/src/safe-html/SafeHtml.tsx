import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import styles from './SafeHtml.module.css';

export interface SafeHtmlProps {
  /** HTML from the content service (page builder, rich text): never trusted, always sanitized here */
  html: string;
  as?: 'div' | 'section' | 'article';
  className?: string;
  id?: string;
}

/**
 * Rich text from content, sanitized with DOMPurify on the server and in the browser alike (decision 0020).
 * The only component of the workspace that writes HTML strings into the page.
 */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Element
      id={id}
      className={className ? `${styles['richText']} ${className}` : styles['richText']}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
