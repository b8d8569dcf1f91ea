import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { ApiContextProvider, type ApiContext } from '@carweb/api-http';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { LeasingCalculator } from './LeasingCalculator';
import { leasingCalculatorCatalog } from './messages';

const PRICE = 30850;
const bounds = {
  totalRuntime: { min: 12, max: 60, step: 6 },
  kmPerYear: { min: 5000, max: 40000, step: 2500 },
  downPayment: { min: 0, max: 12340, step: 100 },
};

/** The sandbox's annuity with residual value, in the browser: the story calculates like the backend. */
async function storyBackend(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { totalRuntime, kmPerYear, downPayment } = JSON.parse(String(init?.body));
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (totalRuntime > 48 && kmPerYear > 30000) {
    return new Response(JSON.stringify({ success: false, error: 'invalidConfiguration', message: 'x', fieldErrors: {} }), {
      status: 400,
      statusText: 'Bad Request',
    });
  }
  const residual = PRICE * Math.max(0.2, 0.75 - totalRuntime / 120 - kmPerYear / 200000);
  const monthly = 0.029 / 12;
  const financed = PRICE - downPayment;
  const rate = ((financed - residual / (1 + monthly) ** totalRuntime) * monthly) / (1 - (1 + monthly) ** -totalRuntime);
  const body = {
    monthlyRate: Math.round(rate * 100) / 100,
    effectiveAnnualRate: 2.94,
    debitInterest: 2.9,
    residualValue: Math.round(residual),
    financedAmount: financed,
    price: PRICE,
    totalRuntime,
    kmPerYear,
    downPayment,
    currency: 'CHF',
    bounds,
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const api = {
  locale: 'de',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'corporate',
  backends: { core: '/api/core' },
  fetch: storyBackend,
} as unknown as ApiContext;

const meta = {
  title: 'Vehicle market/LeasingCalculator',
  component: LeasingCalculator,
  loaders: [async () => ({ messages: await loadMessages([leasingCalculatorCatalog, specTextsCatalog], 'de') })],
  decorators: [
    (Story, { loaded }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiContextProvider value={api}>
          <IntlProvider locale="de-CH" messages={loaded['messages'] as Messages}>
            <div style={{ maxWidth: 900 }}>{Story()}</div>
          </IntlProvider>
        </ApiContextProvider>
      </QueryClientProvider>
    ),
  ],
  args: {
    vehicleId: 100006,
    offer: { rate: 293.03, duration: 48, deposit: 3085, kmPerYear: 10000 },
    currency: 'CHF',
    checkoutHref: '#leasing-checkout',
  },
} satisfies Meta<typeof LeasingCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change term, km or down payment: the rate follows after 250 ms; 54+ months with 32'500+ km is invalid. */
export const Interactive: Story = {};
export const Reserved: Story = { args: { reserved: true } };
