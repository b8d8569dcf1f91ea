import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingStatus } from './LoadingStatus';

describe('LoadingStatus', () => {
  it('server HTML: the loading status for browsers, the unavailable message for visitors without JavaScript', () => {
    const html = renderToString(<LoadingStatus loading="Fahrzeuge werden geladen …" unavailable="Keine Fahrzeuge verfügbar." />);
    expect(html).toContain('<p role="status" data-needs-script="">Fahrzeuge werden geladen …</p>');
    expect(html).toContain('<noscript><p>Keine Fahrzeuge verfügbar.</p></noscript>');
  });
});
