import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import { answer, changedAnswer, pending } from '@carweb/shared-testing-msw';
import { savedConfigurationFixture } from '@carweb/shared-testing';
import type { BrochurePageData } from '../contact-form-loader';
import BrochurePage from './BrochurePage';

const form: BrochurePageData = { sent: false, configurationCode: null, configurationMissing: false };
const page = (data: Partial<BrochurePageData>) => ({ route: { loaderData: { ...form, ...data } } });

/**
 * Brochures of the brand's models (the model range of the model service).
 * The toolbar's dealer and brand, answered by MSW from the sandbox's recording.
 */
const meta = {
  title: 'Contact forms/BrochurePage',
  component: BrochurePage,
  parameters: page({}),
  beforeEach: ({ msw }) => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
    // the configurator's saved configuration of a `?configurationCode=` (the sandbox has none saved)
    msw.use(answer('model/configurator/saved-configuration/*', savedConfigurationFixture()));
  },
} satisfies Meta<typeof BrochurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(name);
  };
const sent = page({ sent: true });

/** One checkbox per model of the brand; the delivery step (hidden until reached) starts on e-mail. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const models = await canvas.findByRole('group', { name: /Prospekte der Modelle/ });
    const names = within(models)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent);
    await expect(names.slice(0, 3)).toEqual(['Kia Picanto', 'Kia Stonic', 'Kia Ceed']);
    await expect(names).toHaveLength(changedAnswer<{ models: unknown[] }>('model/brand-world/models', (range) => range).models.length);
    await expect(canvas.getByRole('radio', { name: 'Als PDF per E-Mail', hidden: true })).toBeChecked();
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** ?configurationCode=K7Q2M9 from the configurator: its model preselected, the configuration beside the form. */
export const WithConfiguration: Story = {
  parameters: page({ configurationCode: 'K7Q2M9' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Kia Stonic' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Kia Picanto' })).not.toBeChecked();
    const configuration = canvas.getByRole('region', { name: 'Ihre Konfiguration' });
    await expect(await within(configuration).findByText('1.0 T-GDi LX')).toBeVisible();
    await expect(within(configuration).getByText('Konfigurationscode: K7Q2M9')).toBeVisible();
  },
};
export const WithConfigurationFrench: Story = { globals: { locale: 'fr' }, parameters: page({ configurationCode: 'K7Q2M9' }) };
/** An unknown code is no error: a short notice, then the form as without a configuration. */
export const UnknownConfiguration: Story = {
  parameters: page({ configurationMissing: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Die gespeicherte Konfiguration wurde nicht gefunden\./)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('checkbox', { name: 'Kia Stonic' })).not.toBeChecked();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
/** The brand has no models: a notice instead of a form with nothing to choose. */
export const NoModels: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        'model/brand-world/models',
        changedAnswer<{ models: unknown[] }>('model/brand-world/models', (range) => ({ ...range, models: [] })),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Für diese Marke sind zurzeit keine Prospekte verfügbar.')).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};
/** The model range is still on its way: the title only. */
export const ModelsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending('model/brand-world/models')),
  play: title('Prospekte bestellen'),
};
export const Sent: Story = { parameters: sent };
