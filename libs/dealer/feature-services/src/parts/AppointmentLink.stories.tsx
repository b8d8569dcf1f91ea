import type { Meta, StoryObj } from '@storybook/react-vite';
import { testDealer } from '@carweb/shared-testing';
import { ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { AppointmentLink } from './AppointmentLink';

type Args = ServiceStoryArgs & { external: boolean; label?: string };

/** The service appointment link: the site's booking form, or the dealer's own in a new window. */
const meta = {
  title: 'Dealer/Services/AppointmentLink',
  args: { locale: 'de', messages: {}, answers: [], external: false },
  loaders: serviceStoryLoaders,
  render: ({ locale, external, label }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <AppointmentLink
          dealer={testDealer({ externalServiceFormUrl: external ? 'https://termine.example/kia-zuerich' : null })}
          label={label}
        />
      }
      pageType="serviceListPage"
      loaderData={null}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingForm: Story = {};
export const DealersOwnForm: Story = { args: { external: true } };
export const Italian: Story = { args: { locale: 'it' } };
export const CustomLabel: Story = { args: { label: 'Reifenwechsel buchen' } };
