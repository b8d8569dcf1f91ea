import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { LeasingCalculationResponse } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { expect, within } from 'storybook/test';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { LazyLeasingCalculator } from './LeasingCalculatorLazy';
import { leasingCalculatorCatalog } from './messages';

const CATALOGS = [leasingCalculatorCatalog, specTextsCatalog];

/** The backend's answer for a Kia Sportage at CHF 42'990.– (fixed, whatever the inputs). */
const answer = (body: string): LeasingCalculationResponse => {
  const { totalRuntime, kmPerYear, downPayment } = JSON.parse(body);
  return {
    monthlyRate: Math.round((42990 - downPayment) * (0.0105 + kmPerYear / 4_000_000 - totalRuntime / 20_000) * 100) / 100,
    effectiveAnnualRate: 2.94,
    debitInterest: 2.9,
    residualValue: 18900,
    financedAmount: 42990 - downPayment,
    price: 42990,
    totalRuntime,
    kmPerYear,
    downPayment,
    currency: 'CHF',
    bounds: {
      totalRuntime: { min: 12, max: 60, step: 6 },
      kmPerYear: { min: 5000, max: 40000, step: 2500 },
      downPayment: { min: 0, max: 17200, step: 100 },
    },
  };
};

function LazyStory({ locale, messages, delayMs }: { locale: Locale; messages: Messages; delayMs: number }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'corporate',
    backends: proxiedBackendAddresses(),
    fetch: async (_input, init) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(JSON.stringify(answer(String(init?.body))), { headers: { 'Content-Type': 'application/json' } });
    },
  };
  return (
    <QueryClientProvider client={client}>
      <ApiContextProvider value={api}>
        <IntlProvider locale={`${locale}-CH`} messages={messages}>
          <div style={{ maxWidth: 900 }}>
            <Suspense fallback={<p role="status">…</p>}>
              <LazyLeasingCalculator
                vehicleId={100011}
                offer={{ rate: 429.9, duration: 48, deposit: 4300, kmPerYear: 15000 }}
                currency="CHF"
                checkoutHref="#leasing-checkout"
              />
            </Suspense>
          </div>
        </IntlProvider>
      </ApiContextProvider>
    </QueryClientProvider>
  );
}

type Args = { locale: 'de' | 'fr' | 'it'; delayMs: number };

/** The calculator as the detail page embeds it: its code loads on first render (own chunk), behind a Suspense fallback. */
const meta = {
  title: 'Vehicle market/LazyLeasingCalculator',
  args: { locale: 'de', delayMs: 200 },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: [async ({ args }: { args: Partial<Args> }) => ({ messages: await loadMessages(CATALOGS, args.locale ?? 'de') })],
  render: ({ locale, delayMs }, { loaded }) => <LazyStory locale={locale} messages={loaded['messages']} delayMs={delayMs} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads, calculates the detail page's offer, and offers the leasing request. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Leasingrate berechnen' })).toBeVisible();
    const request = await canvas.findByRole('link', { name: 'Leasing mit dieser Konfiguration anfragen' });
    await expect(request.getAttribute('href')).toMatch(/^#leasing-checkout\?totalRuntime=\d+&kmPerYear=\d+&downPayment=\d+$/);
  },
};

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
