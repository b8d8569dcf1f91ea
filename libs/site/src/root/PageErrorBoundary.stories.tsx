import { QueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiContext } from '@carweb/api-http';
import { layoutCatalog } from '@carweb/platform-layout';
import { outageResponse, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { PageErrorBoundary } from './PageErrorBoundary';

const env = { brand: testBrand, queryClient: new QueryClient(), api: (locale: Locale) => ({ locale }) as ApiContext };

/** A page whose loader hit a backend outage (decision 0015): the generic message, retry and home. */
function OutageStory({ messages, locale }: { messages: Messages; locale: Locale }) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw outageResponse();
      },
      element: null,
      ErrorBoundary: PageErrorBoundary,
    },
  ]);
  return (
    <RouteEnvProvider env={env}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </RouteEnvProvider>
  );
}

const meta = {
  title: 'Site/PageErrorBoundary',
  component: OutageStory,
  args: { locale: 'de', messages: {} },
  loaders: [async ({ args }) => ({ messages: await loadMessages([layoutCatalog, specTextsCatalog], args.locale) })],
  render: (args, { loaded }) => <OutageStory {...args} messages={loaded['messages'] as Messages} />,
} satisfies Meta<typeof OutageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outage: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
