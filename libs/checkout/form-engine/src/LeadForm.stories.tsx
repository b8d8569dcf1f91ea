import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { closingFields, contactFields, wishDateField } from './common-fields';
import type { LeadActionData } from './lead-action';
import type { LeadFormDefinition } from './lead-form';
import { LeadForm } from './LeadForm';
import { formEngineCatalog, messages } from './messages';

/** A two-step form of the engine's own fields (the shape of the test drive). */
const definition: LeadFormDefinition = {
  id: 'story',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: messages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: messages.wishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'story', steps: [1, 2], confirmation: 3 },
};

interface StoryProps {
  messages: Messages;
  locale: Locale;
  /** what the server answered a POST without JavaScript: errors and the typed values, or a failed submit */
  answer?: LeadActionData;
}

/** The form inside a data router, as a page renders it; `answer` plays the route action's reply. */
function LeadFormStory({ messages: texts, locale, answer }: StoryProps) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        action: () => answer ?? null,
        element: <LeadForm definition={definition} title="Probefahrt" fixed={{ dealerId: 100, vehicleId: 1 }} draftKey="story" />,
      },
    ],
    { hydrationData: answer ? { actionData: { 0: answer } } : undefined },
  );
  return (
    <IntlProvider locale={`${locale}-CH`} messages={texts}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
}

const meta = {
  title: 'Lead forms/LeadForm',
  component: LeadFormStory,
  args: { locale: 'de', messages: {} },
  loaders: [async ({ args }) => ({ messages: await loadMessages([formEngineCatalog, specTextsCatalog], args.locale) })],
  render: (args, { loaded }) => <LeadFormStory {...args} messages={loaded['messages'] as Messages} />,
} satisfies Meta<typeof LeadFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh form: one step at a time with JavaScript. */
export const Empty: Story = {};
export const French: Story = { args: { locale: 'fr' } };

/** The server's answer to an invalid POST: summary, inline errors and the typed values. */
export const InvalidAnswer: Story = {
  args: {
    answer: {
      values: { 'contact.firstName': 'Anna', 'contact.email': 'keine-adresse' },
      fieldErrors: { 'contact.gender': 'required', 'contact.email': 'invalid', 'contact.phone': 'required' },
    },
  },
};

/** The form service failed: the generic message, everything typed kept. */
export const SubmitFailed: Story = {
  args: { answer: { values: { 'contact.firstName': 'Anna', 'contact.lastName': 'Muster' }, submitFailed: true } },
};
