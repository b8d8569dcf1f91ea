import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isSanitizerReady, loadSanitizer, sanitizeHtml } from './sanitize-html';
import styles from './SafeHtml.module.css';

export interface SafeHtmlProps {
  /** HTML from the content service (page builder, rich text): never trusted, always sanitized */
  html: string;
  as?: 'div' | 'section' | 'article';
  className?: string;
  id?: string;
}

/**
 * The words of the HTML without any markup, read in an inert document (DOMParser runs no script and loads
 * nothing): what the visitor still gets when DOMPurify cannot be loaded.
 */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const noSubscription = () => () => undefined;
/** True while the server renders and while the browser hydrates what it rendered. */
const useServerRendered = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Rich text from content, sanitized with DOMPurify (decision 0020). The only component of the workspace
 * that writes HTML strings into the page. The server sanitizes while it renders; the browser keeps that
 * HTML when it hydrates (without loading DOMPurify) and sanitizes itself only what it renders on its own.
 */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const [ready, setReady] = useState(isSanitizerReady);
  // DOMPurify could not be loaded (an asset outage): the text without its markup, never an empty box
  const [failed, setFailed] = useState(false);
  const hydrating = useServerRendered();
  // the HTML the server sanitized is already in the page; React does not touch it while hydrating
  const serverHtml = useRef(hydrating && !ready ? html : undefined);
  const keepsServerHtml = serverHtml.current === html;
  useEffect(() => {
    if (ready || keepsServerHtml) return;
    let current = true;
    loadSanitizer().then(
      () => current && setReady(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [ready, keepsServerHtml]);
  const clean = useMemo(() => (ready ? sanitizeHtml(html) : ''), [ready, html]);
  if (failed && !ready) {
    return (
      <Element id={id} className={className ? `${styles['richText']} ${className}` : styles['richText']}>
        {textOf(html)}
      </Element>
    );
  }
  return (
    <Element
      id={id}
      className={className ? `${styles['richText']} ${className}` : styles['richText']}
      suppressHydrationWarning={!ready}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
