import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages } from '@carweb/shared-util-i18n';
import type { FairPrice } from './fair-price';
import { fairPriceCatalog } from './messages';
import { CATALOG_RETRY_AFTER_MS, FairPriceRating, FairPriceRatingWithTexts } from './FairPriceRating';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const rating: FairPrice = { count: 8, estimate: 27_450, lowest: 23_900, highest: 31_500, price: 25_990, band: 'good' };

async function renderIn(locale: Locale, value = rating) {
  const messages = await loadMessages([fairPriceCatalog], locale);
  return render(
    <IntlProvider locale={locale} messages={messages}>
      <FairPriceRating rating={value} currency="CHF" />
    </IntlProvider>,
  );
}

describe('FairPriceRating', () => {
  it('names the band in a summary and explains it in words inside a native details element', async () => {
    const { container } = await renderIn('de');
    expect(container.querySelector('details > summary')?.textContent).toBe('Guter PreisPreisbewertung erklärt');
    const text = container.querySelector('details')?.textContent ?? '';
    expect(text).toContain('Verglichen mit 8 ähnlichen Fahrzeugen im ganzen Markt');
    expect(text).toContain("zwischen CHF 23'900.– und CHF 31'500.–; der Marktpreis (Median) beträgt CHF 27'450.–");
    expect(screen.getByText(/Dieses Fahrzeug:/).textContent).toMatch(/^Dieses Fahrzeug: CHF 25'990.–, 5\s?% unter dem Marktpreis\.$/);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('in French, above the market price', async () => {
    await renderIn('fr', { ...rating, price: 31_000, band: 'high' });
    expect(screen.getByText('Prix élevé')).toBeTruthy();
    expect(screen.getByText(/^Ce véhicule :/).textContent).toMatch(/13\s?% au-dessus du prix du marché/);
  });
});

describe('FairPriceRatingWithTexts', () => {
  // an awaited act, so React retries the suspended render once the catalog's promise settles
  const renderWithTexts = () =>
    act(async () =>
      render(
        <IntlProvider locale="it" messages={{}}>
          <Suspense fallback={<p>waiting</p>}>
            <FairPriceRatingWithTexts rating={rating} currency="CHF" />
          </Suspense>
        </IntlProvider>,
      ),
    );

  it('reads its own catalog; one that failed to load leaves the rating out, and a render 30 s later asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.spyOn(fairPriceCatalog, 'load').mockRejectedValueOnce(new Error('chunk failed'));
    const first = await renderWithTexts();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(first.container.querySelector('details')).toBeNull();
    first.unmount();

    const soon = await renderWithTexts();
    expect(soon.container.querySelector('details')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    soon.unmount();

    vi.setSystemTime(Date.now() + CATALOG_RETRY_AFTER_MS);
    await renderWithTexts();
    expect(await screen.findByText('Buon prezzo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
