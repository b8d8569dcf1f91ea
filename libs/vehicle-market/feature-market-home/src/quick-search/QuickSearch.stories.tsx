import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { countOf, KEYS, marketHome } from '../testing/story-answers';
import { QuickSearch } from './QuickSearch';

/** Make, model and a maximum price or rate into the brand's list; the button counts the vehicles of the choice. */
const meta = {
  title: 'Vehicle market/Market home/QuickSearch',
  component: QuickSearch,
  parameters: marketHome(),
  globals: { locale: 'de' },
  render: (args) => (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <QuickSearch {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's stock as recorded: the total above, the makes and models in the selects, the count on the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: 'Fahrzeug suchen' });
    await expect(await within(search).findByText(/\d+ Fahrzeuge im Angebot/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^\d+ Fahrzeuge anzeigen$/ })).toBeEnabled();
    await expect(canvas.getByRole('option', { name: 'Kia' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Preis bis' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Monatsrate bis' })).toBeNull();
  },
};

/** A make, a model and a maximum price: the button counts what the list will show (after a pause of 250 ms). */
export const Choose: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.count,
        countOf((filter) => (filter['priceto'] ? 3 : filter['model'] ? 5 : 20)),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '20 Fahrzeuge anzeigen' })).toBeVisible();
    await canvas.findByRole('option', { name: 'Stonic' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Modell' }), 'Stonic');
    await expect(canvas.getByRole('combobox', { name: 'Marke' })).toHaveValue('Kia');
    await expect(await canvas.findByRole('button', { name: '5 Fahrzeuge anzeigen' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Preis bis' }), "bis CHF 25'000.–");
    await expect(await canvas.findByRole('button', { name: '3 Fahrzeuge anzeigen' })).toBeVisible();
  },
};

/** The monthly rate instead of the price: its own maximum select. */
export const MonthlyRate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monatsrate' }));
    await expect(canvas.getByRole('combobox', { name: 'Monatsrate bis' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Preis bis' })).toBeNull();
  },
};

/** The search goes to the brand's list with the choice (here: the story's link target). */
export const Submit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Kia' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Marke' }), 'Kia');
    await userEvent.click(await canvas.findByRole('button', { name: /Fahrzeuge anzeigen$/ }));
    await expect(await canvas.findByText('Link target')).toBeVisible();
  },
};

/** Nothing fits the choice: the button says so and does not lead to an empty list. */
export const NoMatch: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.count,
        countOf((filter) => (filter['rateto'] ? 0 : 20)),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monatsrate' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Monatsrate bis' }), 'bis CHF 200.– pro Monat');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keine passenden Fahrzeuge' })).toBeDisabled());
  },
};

/** The count is on its way: the button reads as without JavaScript. */
export const CountLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(KEYS.count)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fahrzeuge anzeigen' })).toBeEnabled();
  },
};

/** The core API is down: no makes, no count; the search still leads to the whole list. */
export const CoreOutage: Story = {
  beforeEach: ({ msw }) => msw.use(outage(KEYS.count), outage(KEYS.makes)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Fahrzeuge anzeigen' })).toBeEnabled();
    await expect(within(canvas.getByRole('combobox', { name: 'Marke' })).getAllByRole('option')).toHaveLength(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: marketHome('fr'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^Afficher \d+ véhicules$/ })).toBeVisible();
  },
};

/** On a phone: every field one below the other, the button across the width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
