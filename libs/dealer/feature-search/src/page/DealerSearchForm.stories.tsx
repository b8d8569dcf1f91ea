import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DealerServiceFilter } from '@carweb/api-contracts';
import { DealerSearchForm } from './DealerSearchForm';

interface Args {
  place: string;
  service: DealerServiceFilter;
  suggestions: string[];
  showAllHref?: string;
  onSubmit: (form: HTMLFormElement) => void;
}

/** The box keeps what is typed, as the page does. */
function StatefulForm({ place: initial, ...props }: Args) {
  const [place, setPlace] = useState(initial);
  return <DealerSearchForm action="/de/haendlersuche" place={place} onPlaceChange={setPlace} {...props} />;
}

/** The filter: place (postcode, town or name) and dealer service; a plain GET form that works without JavaScript. */
const meta = {
  title: 'Dealer search/DealerSearchForm',
  args: {
    place: '',
    service: 'all',
    suggestions: ['8048 Zürich', '8953 Dietikon', 'Bern', 'Garage Monnier SA'],
    onSubmit: fn(),
  },
  parameters: { route: { url: '/de/haendlersuche' } },
  render: (props) => <StatefulForm {...props} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A place and a service are set: "show all" leads back to the search without filters. */
export const Filtered: Story = { args: { place: 'Bern', service: 'testdrive', showAllHref: '/de/haendlersuche' } };
export const French: Story = { globals: { locale: 'fr' }, args: { place: 'Lausanne' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { place: 'Lugano' } };

/** Typing a place and pressing Enter searches. */
export const SearchByEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('combobox', { name: 'Ort, PLZ oder Name' });
    await userEvent.type(box, '8953{Enter}');
    await expect(box).toHaveValue('8953');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Choosing a service with the arrow keys searches at once, and the focus stays on the chosen service. */
export const ServiceByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('radio', { name: 'Alle' });
    all.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getAllByRole('radio')[1];
    await expect(second).toBeChecked();
    await expect(second).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
