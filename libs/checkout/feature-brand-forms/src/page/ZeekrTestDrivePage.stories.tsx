import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, changedAnswer, pending } from '@carweb/shared-testing-msw';
import ZeekrTestDrivePage from './ZeekrTestDrivePage';
import { fill, freshForm, next, shownStep } from './story-steps';

type Range = { models: unknown[] };
const page = (sent = false) => ({ route: { loaderData: { form: 'zeekr/model-test-drive', sent } } });

/**
 * Zeekr's test drive: the Zeekr models of the content service and the Zeekr brand's model range (both recorded from
 * the sandbox, answered by MSW), the dealer list's locations as suggestions for the place.
 */
const meta = {
  title: 'Brand forms/ZeekrTestDrivePage',
  component: ZeekrTestDrivePage,
  globals: { brand: 'zeekr' },
  parameters: page(),
  beforeEach: ({ msw }) => {
    freshForm();
    msw.use(
      answer(
        'model/brand-world/models',
        changedAnswer<Range>('model/brand-world/models#zeekr', (range) => range),
      ),
    );
  },
} satisfies Meta<typeof ZeekrTestDrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: the model (with its tagline, nothing chosen), the place (the locations as suggestions), a wish date if any. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const model = await within(canvasElement).findByRole<HTMLSelectElement>('combobox', { name: /Modell/ });
    await within(model).findByRole('option', { name: 'Zeekr 001 – Elektrisch. Präzise.' });
    await expect(model.value).toBe('');
    await expect([...canvasElement.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toContain(
      'Auto Zentrum Zürich – Oerlikon, Zürich',
    );
  },
};

/** Step 2 of 2: contact data and the privacy notice. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Modell', '801');
    await fill(canvas, 'Ort der Probefahrt', 'Auto Zentrum Zürich – Oerlikon, Zürich');
    await next(canvas);
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Kontaktdaten']));
  },
};
/** A link naming the model (`?model=x`) preselects it. */
export const ModelChosenByLink: Story = {
  parameters: { route: { url: '/?model=x' } },
  play: async ({ canvasElement }) => {
    const model = await within(canvasElement).findByRole<HTMLSelectElement>('combobox', { name: /Modell/ });
    await within(model).findByRole('option', { name: /Zeekr X/ });
    await expect(model.value).toBe('801');
  },
};
export const English: Story = { globals: { locale: 'en' } };
/** No models: a notice instead of the form. */
export const NoModels: Story = {
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', { data: { zeekrModels: [] } })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Zurzeit sind keine Modelle für eine Probefahrt verfügbar/)).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};
/** The models are still on their way: the frame (title) only. */
export const ModelsLoading: Story = { beforeEach: ({ msw }) => msw.use(pending('content/graphql')) };
export const Sent: Story = { parameters: page(true) };
