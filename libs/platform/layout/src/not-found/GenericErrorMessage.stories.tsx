import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { layoutCatalog } from '../messages';
import { GenericErrorMessage } from './GenericErrorMessage';

/** The generic message of an outage (SPEC §8, decision 0015): load the page again, or back home. */
function ErrorStory({ messages, locale }: { messages: Messages; locale: Locale }) {
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <MemoryRouter initialEntries={['/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=electric']}>
        <GenericErrorMessage homeHref="/de/haendlersuche" />
      </MemoryRouter>
    </IntlProvider>
  );
}

const meta = {
  title: 'Layout/GenericErrorMessage',
  component: ErrorStory,
  args: { locale: 'de', messages: {} },
  loaders: [async ({ args }) => ({ messages: await loadMessages([layoutCatalog, specTextsCatalog], args.locale) })],
  render: (args, { loaded }) => <ErrorStory locale={args.locale} messages={(loaded as { messages: Messages }).messages} />,
} satisfies Meta<typeof ErrorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
