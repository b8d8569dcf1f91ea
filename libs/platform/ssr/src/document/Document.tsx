import type { ReactNode } from 'react';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@carweb/shared-ui';
import { useAssets } from './assets-context';

/** Without JavaScript, what only a browser can finish (a loading state) gives way to its message (LoadingStatus). */
const NO_SCRIPT_CSS = `[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none}`;

interface DocumentProps {
  lang: string;
  /** inline CSS custom properties of the brand theme */
  themeCss: string;
  children: ReactNode;
}

/** The whole HTML document; React hoists each page's <title> and <meta> into the head. */
export function Document({ lang, themeCss, children }: DocumentProps) {
  const assets = useAssets();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* low priority: the first vehicle image (the LCP) comes first; the entry starts after the first paint (decision 0056) */}
        {assets.entryModule ? <link rel="modulepreload" href={assets.entryModule} fetchPriority="low" /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>{`:root{${themeCss}}`}</style>
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
