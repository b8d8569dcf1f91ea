import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_LEASING_BOUNDS } from '@carweb/vehicle-market-util-search-state';
import { LeasingTermSelects, type LeasingTermSelectsProps } from './LeasingTermSelects';

/** Controlled like the vehicle calculator: the chosen step is shown, and the change is reported as a number. */
function Controlled({ onChange, ...props }: Omit<LeasingTermSelectsProps, 'totalRuntime' | 'kmPerYear'>) {
  const [terms, setTerms] = useState({ totalRuntime: 48, kmPerYear: 10_000 });
  return (
    <LeasingTermSelects
      {...props}
      {...terms}
      onChange={(term, value, event) => {
        setTerms((current) => ({ ...current, [term]: value }));
        onChange(term, value, event);
      }}
    />
  );
}

/** The runtime and km-per-year choices the vehicle calculator and the model configurator share. */
const meta = {
  title: 'Vehicle market/LeasingTermSelects',
  component: Controlled,
  args: { bounds: DEFAULT_LEASING_BOUNDS, onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const runtime = canvas.getByRole('combobox', { name: 'Laufzeit' });
    await expect(runtime).toHaveDisplayValue('48 Monate');
    await userEvent.selectOptions(runtime, '36');
    await expect(args.onChange).toHaveBeenCalledWith('totalRuntime', 36, expect.anything());
    await expect(runtime).toHaveDisplayValue('36 Monate');
    await expect(canvas.getByRole('combobox', { name: 'Kilometer pro Jahr' })).toHaveDisplayValue("10'000 km");
  },
};

/** In the configurator's GET form the selects carry the URL's parameter names. */
export const InAForm: Story = {
  args: { names: { totalRuntime: 'runtime', kmPerYear: 'km' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Laufzeit' })).toHaveAttribute('name', 'runtime');
    await expect(canvas.getByRole('combobox', { name: 'Kilometer pro Jahr' })).toHaveAttribute('name', 'km');
  },
};
