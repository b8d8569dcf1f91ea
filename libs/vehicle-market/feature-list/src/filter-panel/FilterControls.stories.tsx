import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import criteriaFixture from './criteria.fixture.json';
import DealerFilter from './DealerFilter';
import { FilterControls } from './FilterControls';
import GroupControl from './GroupControl';
import { ModelControl } from './ModelControl';
import { TextSearchControl } from './TextSearchControl';

const criteria = criteriaFixture as SearchCriteriaResponse;
const entry = (identifier: string) => criteria.filter.find((candidate) => candidate.identifier === identifier) as SearchFilter;
const DEALERS = [
  { id: '100', label: 'Auto Zentrum Zürich AG' },
  { id: '101', label: 'Oerlikon' },
];

/** A filter as the visitor edits it (the draft), shown as its URL query below the control. */
function Draft({
  initial = {},
  children,
}: {
  initial?: MarketFilter;
  children: (draft: MarketFilter, onChange: (next: MarketFilter) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<MarketFilter>(initial);
  return (
    <>
      <div style={{ maxWidth: 320 }}>{children(draft, setDraft)}</div>
      <output data-testid="draft">{marketFilterSearch(draft)}</output>
    </>
  );
}

const meta: Meta = { title: 'Vehicle market/Filter panel controls' };
export default meta;
type Story = StoryObj;

/** The whole panel from the sandbox's search criteria: makes and price open, the other groups load their input when opened. */
export const Panel: Story = {
  play: async ({ canvasElement }) => {
    // the panel opens a closed group and its input arrives
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zustand' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Neu/ }));
    await expect(canvas.getByTestId('draft')).toHaveTextContent('?cond[]=new');
  },
  render: () => (
    <Draft>
      {(draft, onChange) => (
        <FilterControls criteria={criteria} draft={draft} onChange={onChange} dealerOptions={DEALERS} dealerFilterLabel="Standort" />
      )}
    </Draft>
  ),
};

/** A visitor filters: opens the closed "Zustand" group, ticks "Neu", and the draft query follows. */
export const PanelInteraction: Story = {
  render: Panel.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zustand' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Neu/ }));
    await expect(canvas.getByTestId('draft')).toHaveTextContent('?cond[]=new');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Neu/ }));
    await expect(canvas.getByTestId('draft')).toHaveTextContent(/^$/);
  },
};

/** Make and models (ModelControl), open on every first paint; a chosen make shows its models. */
export const Models: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Modelle von Kia' })).toBeVisible();
  },
  render: () => (
    <Draft initial={{ make: 'Kia' }}>
      {(draft, onChange) => <ModelControl entry={entry('model')} draft={draft} onChange={onChange} />}
    </Draft>
  ),
};

/** The free-text search (TextSearchControl). */
export const TextSearch: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Suchbegriff')).toHaveValue('GT-Line');
  },
  render: () => (
    <Draft initial={{ matching: 'GT-Line' }}>
      {(draft, onChange) => <TextSearchControl entry={entry('matching')} draft={draft} onChange={onChange} />}
    </Draft>
  ),
};

/** A closed group's input once opened (GroupControl): body types as icons, mileage as steps. */
export const GroupInputs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /SUV/ })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Kilometer' })).toBeVisible();
  },
  render: () => (
    <Draft initial={{ body: ['suv'] }}>
      {(draft, onChange) => (
        <>
          <GroupControl entry={entry('body')} draft={draft} onChange={onChange} />
          <GroupControl entry={entry('km')} draft={draft} onChange={onChange} />
        </>
      )}
    </Draft>
  ),
};

/** The dealer and its locations (DealerFilter). */
export const Dealers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Auto Zentrum Zürich AG/ }));
    await expect(canvas.getByTestId('draft')).toHaveTextContent('?dealerId[]=100&dealerId[]=101');
  },
  render: () => (
    <Draft initial={{ dealerId: [101] }}>
      {(draft, onChange) => <DealerFilter legend="Standort" options={DEALERS} draft={draft} onChange={onChange} />}
    </Draft>
  ),
};
