import type { ReactNode } from 'react';
import { useAssets } from './assets-context';

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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>{`:root{${themeCss}}`}</style>
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
