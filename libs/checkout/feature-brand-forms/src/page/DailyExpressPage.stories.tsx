import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DailyExpressPageData } from '../daily-express-lookup';
import DailyExpressPage from './DailyExpressPage';

const page = (data: DailyExpressPageData) => ({ route: { loaderData: data } });

const served: DailyExpressPageData = {
  query: { kind: 'zip', zip: '8048' },
  answer: {
    zip: '8048',
    available: true,
    nextDeliveryDate: '2030-05-06',
    nearestDealer: { dealerId: 401, name: 'Emil Frey Zürich Altstetten', city: 'Zürich', distanceKm: 2.4 },
  },
};

/** Emil Frey's Daily Express: a plain GET form for the postcode, the loader's answer below it. */
const meta = {
  title: 'Brand forms/DailyExpressPage',
  component: DailyExpressPage,
  globals: { brand: 'emilfrey' },
  parameters: page({ query: { kind: 'none' } }),
} satisfies Meta<typeof DailyExpressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Emil Frey Daily Express');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('textbox', { name: /Postleitzahl/ })).toHaveAttribute('name', 'zip');
  },
};
/** Served: the next delivery day and the nearest location, in the language of the page. */
export const Served: Story = {
  parameters: page(served),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Daily Express liefert nach 8048. Nächste Lieferung: Montag, 6. Mai 2030.')).toBeVisible();
    await expect(canvas.getByText('Nächster Standort: Emil Frey Zürich Altstetten, Zürich (2.4 km)')).toBeVisible();
  },
};
export const ServedFrench: Story = {
  globals: { locale: 'fr' },
  parameters: page(served),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Daily Express livre à 8048. Prochaine livraison : lundi, 6 mai 2030.'),
    ).toBeVisible();
  },
};
/** Not served: said so, the nearest location still shown. */
export const NotServed: Story = {
  parameters: page({
    query: { kind: 'zip', zip: '3920' },
    answer: {
      zip: '3920',
      available: false,
      nextDeliveryDate: null,
      nearestDealer: { dealerId: 402, name: 'Emil Frey Sion', city: 'Sion', distanceKm: 71.3 },
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nach 3920 liefert Daily Express leider noch nicht.')).toBeVisible();
  },
};
/** A wrong postcode: the spec text in the summary and at the field, what was typed kept. */
export const InvalidZip: Story = {
  parameters: page({ query: { kind: 'error', error: 'invalid', typed: '80' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Postleitzahl: Ungültige Eingabe' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Postleitzahl/ })).toHaveValue('80');
  },
};
export const MissingZipItalian: Story = {
  globals: { locale: 'it' },
  parameters: page({ query: { kind: 'error', error: 'required', typed: '' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Numero postale: Questo campo è obbligatorio' })).toBeVisible();
  },
};
