import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { DealerTestDriveData } from '../dealer-test-drive-loader';
import DealerTestDrivePage from './DealerTestDrivePage';
import { check, fillContact, freshForm, next, shownStep } from './story-steps';

const form: DealerTestDriveData = { sent: false, noModels: false };

/** The dealer's test drive: the brand's models from the model service (the sandbox's range, answered by MSW). */
const meta = {
  title: 'Checkout/DealerTestDrivePage',
  component: DealerTestDrivePage,
  parameters: { route: { loaderData: form } },
  beforeEach: freshForm,
} satisfies Meta<typeof DealerTestDrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(name);
  };

/** Step 1 of 3: a model of the brand. */
export const Model: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Kia Ceed');
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Modell']));
  },
};

/** Step 2 of 3: contact data. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas, 'Kia Ceed');
    await next(canvas);
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Kontaktdaten']));
  },
};

/** Step 3 of 3: the wish date (optional), contact channels, message and privacy notice. */
export const WishDate: Story = {
  play: async (context) => {
    await ContactData.play?.(context);
    const canvas = within(context.canvasElement);
    await fillContact(canvas);
    await next(canvas);
    await waitFor(() => expect(shownStep(context.canvasElement)).toEqual(['Wunschtermin']));
  },
};

export const French: Story = { globals: { locale: 'fr' }, play: title('Réserver un essai sur route') };
export const Italian: Story = { globals: { locale: 'it' }, play: title('Prenotare un giro di prova') };

/** The brand has no model to offer: the dealer's phone and e-mail instead of an empty choice. */
export const NoModels: Story = {
  parameters: { route: { loaderData: { ...form, noModels: true } } },
  play: title('Probefahrt vereinbaren'),
};

export const Sent: Story = { parameters: { route: { loaderData: { ...form, sent: true } } }, play: title('Probefahrt vereinbaren') };
