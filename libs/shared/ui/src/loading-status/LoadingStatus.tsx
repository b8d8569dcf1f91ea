/** The attribute of what only a browser with JavaScript can finish; the document hides it without JavaScript. */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

export interface LoadingStatusProps {
  /** what is loading, announced politely ("Fahrzeuge werden geladen …") */
  loading: string;
  /**
   * what a visitor without JavaScript reads instead: the server rendered the loading state because the part could not
   * be loaded for it (an outage, decision 0044), and nothing will load it later — the spec's message for that part
   */
  unavailable: string;
  className?: string;
}

/**
 * A part of the page that is still loading: in the browser it loads and replaces this; without JavaScript the spec's
 * message for that part shows instead of a spinner that never ends.
 */
export function LoadingStatus({ loading, unavailable, className }: LoadingStatusProps) {
  return (
    <>
      <p className={className} role="status" {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}>
        {loading}
      </p>
      <noscript>
        <p className={className}>{unavailable}</p>
      </noscript>
    </>
  );
}
