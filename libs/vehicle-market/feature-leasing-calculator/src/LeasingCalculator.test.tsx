import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContextProvider, type ApiContext } from '@carweb/api-http';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { LeasingCalculator } from './LeasingCalculator';
import { leasingCalculatorCatalog } from './messages';

afterEach(cleanup);

const messages = await loadMessages([leasingCalculatorCatalog, specTextsCatalog], 'de');
const bounds = {
  totalRuntime: { min: 12, max: 60, step: 12 },
  kmPerYear: { min: 10000, max: 20000, step: 5000 },
  downPayment: { min: 0, max: 10000, step: 100 },
};

/** A backend that computes a simple rate: the calculator must show what comes back. */
function leasingBackend(invalidRuntime?: number) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    if (body.totalRuntime === invalidRuntime) {
      return new Response(JSON.stringify({ success: false, error: 'invalidConfiguration', message: 'x', fieldErrors: {} }), {
        status: 400,
        statusText: 'Bad Request',
      });
    }
    const monthlyRate = Math.round(((30000 - body.downPayment) / body.totalRuntime) * 100) / 100;
    return new Response(
      JSON.stringify({
        monthlyRate,
        effectiveAnnualRate: 2.94,
        debitInterest: 2.9,
        residualValue: 0,
        financedAmount: 30000,
        price: 30000,
        currency: 'CHF',
        bounds,
        ...body,
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
}

function renderCalculator(fetch: ReturnType<typeof leasingBackend>) {
  const api = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { core: '/api/core' },
    fetch,
  } as unknown as ApiContext;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiContextProvider value={api}>
        <IntlProvider locale="de-CH" messages={messages}>
          <LeasingCalculator
            vehicleId={7}
            offer={{ rate: 600, duration: 48, deposit: 0, kmPerYear: 10000 }}
            currency="CHF"
            checkoutHref="/de/haendler/x/online-kaufen/kia-7?mode=lease"
          />
        </IntlProvider>
      </ApiContextProvider>
    </QueryClientProvider>,
  );
}

describe('LeasingCalculator', () => {
  it('calculates the vehicle offer, then recalculates once per pause after an input change (250 ms)', async () => {
    const fetch = leasingBackend();
    renderCalculator(fetch);
    expect(await screen.findByText('CHF 625.– / Monat')).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toBe('/api/core/de/kia/ch/corporate/leasing/calculation/cars/7?locale=de');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ totalRuntime: 48, kmPerYear: 10000, downPayment: 0 });
    expect(screen.getByText('2.94 %')).toBeTruthy();
    expect(screen.getByText('2.90 %')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Laufzeit'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Laufzeit'), { target: { value: '36' } });
    expect(await screen.findByText('CHF 833.33 / Monat')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body)).totalRuntime).toBe(36);

    fireEvent.change(screen.getByLabelText('Anzahlung in CHF'), { target: { value: "6'000" } });
    expect(await screen.findByText('CHF 666.67 / Monat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leasing mit dieser Konfiguration anfragen' }).getAttribute('href')).toBe(
      '/de/haendler/x/online-kaufen/kia-7?mode=lease&totalRuntime=36&kmPerYear=10000&downPayment=6000',
    );
    for (const footnote of [
      'Die Leasingrate ist über die ganze Laufzeit fix.',
      'Die Überführungskosten sind in der monatlichen Rate enthalten.',
      'Die Ablieferungspauschale ist nicht enthalten.',
    ]) {
      expect(screen.getByText(footnote)).toBeTruthy();
    }
  });

  it('shows the spec text for an invalid configuration', async () => {
    renderCalculator(leasingBackend(60));
    await screen.findByText('CHF 625.– / Monat');
    fireEvent.change(screen.getByLabelText('Laufzeit'), { target: { value: '60' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Diese Konfiguration ist leider ungültig.');
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});
