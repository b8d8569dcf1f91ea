import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxColorList, CheckboxEfficiencyList, CheckboxIconList, CheckboxList } from './CheckboxList';
import { CheckboxListWithTopSelection } from './CheckboxListWithTopSelection';
import { FilterGroup } from './FilterGroup';
import { LocationInput } from './LocationInput';
import { parseAmount, RangeInput } from './RangeInput';
import { RangeSelect } from './RangeSelect';
import { RangeSelectTabs } from './RangeSelectTabs';
import { SearchText } from './SearchText';
import { SingleCheckbox } from './SingleCheckbox';
import { TagsInput } from './TagsInput';
import { bodyIcon } from './body-icons';

const options = [
  { id: 'petrol', label: 'Benzin', count: 12 },
  { id: 'electric', label: 'Elektro', count: 0 },
  { id: 'diesel', label: 'Diesel', count: 3 },
];

afterEach(cleanup);

describe('checkbox lists', () => {
  it('toggles values and disables values without vehicles unless chosen', () => {
    const onToggle = vi.fn();
    render(<CheckboxList legend="Treibstoff" options={options} selected={['diesel']} onToggle={onToggle} />);
    expect(screen.getByRole('group', { name: 'Treibstoff' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Benzin/ }));
    expect(onToggle).toHaveBeenCalledWith('petrol');
    expect((screen.getByRole('checkbox', { name: /Elektro/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Diesel/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('icon, colour and efficiency lists decorate each value', () => {
    const { container, unmount } = render(
      <CheckboxIconList legend="Karosserie" options={[{ id: 'suv', label: 'SUV' }]} selected={[]} onToggle={vi.fn()} icon={bodyIcon} />,
    );
    expect(container.querySelector('svg path')).toBeTruthy();
    unmount();
    const colours = render(
      <CheckboxColorList
        legend="Farbe"
        options={[{ id: 'white', label: 'Weiss' }]}
        selected={[]}
        onToggle={vi.fn()}
        colors={{ white: '#ffffff' }}
      />,
    );
    expect((colours.container.querySelector('[aria-hidden="true"]') as HTMLElement).style.background).toContain('255');
    colours.unmount();
    render(<CheckboxEfficiencyList legend="Effizienz" options={[{ id: 'A', label: 'A' }]} selected={[]} onToggle={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /A/ })).toBeTruthy();
  });

  it('top selection shows the biggest makes first, the rest on demand, and models of the chosen make', () => {
    const onSelectTop = vi.fn();
    const onToggleChild = vi.fn();
    const makes = [
      { id: 'Kia', label: 'Kia', count: 10, children: [{ id: '103', label: 'Ceed', count: 4 }] },
      { id: 'Opel', label: 'Opel', count: 30 },
      { id: 'Lexus', label: 'Lexus', count: 1 },
    ];
    render(
      <CheckboxListWithTopSelection
        legend="Marke & Modell"
        options={makes}
        topCount={2}
        selectedTop="Kia"
        selectedChildren={[]}
        onSelectTop={onSelectTop}
        onToggleChild={onToggleChild}
        showAllLabel="Alle Marken"
        showLessLabel="Weniger Marken"
        childrenLegend={(make) => `Modelle von ${make}`}
      />,
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent)).toEqual([
      'Opel(30)',
      'Kia(10)',
      'Ceed(4)',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Ceed/ }));
    expect(onToggleChild).toHaveBeenCalledWith('Kia', '103');
    fireEvent.click(screen.getByRole('checkbox', { name: /Kia/ }));
    expect(onSelectTop).toHaveBeenCalledWith(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Alle Marken' }));
    expect(screen.getByRole('checkbox', { name: /Lexus/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weniger Marken' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('ranges', () => {
  it('reads Swiss amounts', () => {
    expect(parseAmount("10'000")).toBe(10000);
    expect(parseAmount('CHF 5 000.–')).toBe(5000);
    expect(parseAmount('')).toBeUndefined();
  });

  it('range input applies on Enter and on leaving a field', () => {
    const onChange = vi.fn();
    render(
      <RangeInput legend="Preis" fromLabel="von" toLabel="bis" value={{}} min={3900} onChange={onChange} format={(n) => `CHF ${n}`} />,
    );
    const from = screen.getByLabelText('von');
    expect(from.getAttribute('placeholder')).toBe('CHF 3900');
    fireEvent.change(from, { target: { value: "10'000" } });
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ from: 10000, to: undefined });
    fireEvent.change(screen.getByLabelText('bis'), { target: { value: '20000' } });
    fireEvent.blur(screen.getByLabelText('bis'));
    expect(onChange).toHaveBeenLastCalledWith({ from: 10000, to: 20000 });
  });

  it('range select offers the steps and an empty choice', () => {
    const onChange = vi.fn();
    const steps = [
      { value: 10000, label: "bis 10'000 km" },
      { value: 20000, label: "bis 20'000 km" },
    ];
    render(
      <RangeSelect
        legend="Kilometer"
        fromLabel="von"
        toLabel="bis"
        anyLabel="Beliebig"
        steps={steps}
        value={{ to: 15000 }}
        onChange={onChange}
        fromStepLabel={(s) => `ab ${s.value}`}
      />,
    );
    const to = screen.getByLabelText('bis') as HTMLSelectElement;
    expect(to.value).toBe('15000');
    expect(screen.getByRole('option', { name: 'ab 10000' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('von'), { target: { value: '10000' } });
    expect(onChange).toHaveBeenCalledWith({ from: 10000, to: 15000 });
    fireEvent.change(to, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: undefined });
  });

  it('range select tabs switch between purchase price and rate', () => {
    const onTabChange = vi.fn();
    const select = { fromLabel: 'von', toLabel: 'bis', anyLabel: 'Beliebig', steps: [], value: {}, onChange: vi.fn() };
    render(
      <RangeSelectTabs
        legend="Preis"
        activeTab="price"
        onTabChange={onTabChange}
        tabs={[
          { id: 'price', label: 'Kaufpreis', ...select },
          { id: 'rate', label: 'Leasingrate', ...select },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Kaufpreis' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Leasingrate' }));
    expect(onTabChange).toHaveBeenCalledWith('rate');
  });
});

describe('location, tags, checkbox, search text, group', () => {
  it('location combobox: arrow keys and Enter choose a suggestion', () => {
    const onSelect = vi.fn();
    const onQueryChange = vi.fn();
    render(
      <LocationInput
        legend="Umkreis"
        inputLabel="PLZ oder Ort"
        radiusLabel="Umkreis"
        query="80"
        onQueryChange={onQueryChange}
        suggestions={[
          { id: '8001', label: '8001 Zürich' },
          { id: '8400', label: '8400 Winterthur' },
        ]}
        onSelect={onSelect}
        radiusSteps={[
          { value: 25, label: '25 km' },
          { value: 50, label: '50 km' },
        ]}
        radius={25}
        onRadiusChange={vi.fn()}
        clearLabel="Ort entfernen"
        onClear={vi.fn()}
        selectedLabel="8001 Zürich"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'PLZ oder Ort' });
    fireEvent.change(input, { target: { value: '800' } });
    expect(onQueryChange).toHaveBeenCalledWith('800');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ id: '8400', label: '8400 Winterthur' });
    expect(screen.getByRole('button', { name: 'Ort entfernen' })).toBeTruthy();
  });

  it('tags are toggle buttons', () => {
    const onToggle = vi.fn();
    render(
      <TagsInput
        legend="Qualität"
        options={[{ id: 'warranty', label: 'Werksgarantie', count: 4 }]}
        selected={['warranty']}
        onToggle={onToggle}
      />,
    );
    const tag = screen.getByRole('button', { name: /Werksgarantie/ });
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tag);
    expect(onToggle).toHaveBeenCalledWith('warranty');
  });

  it('single checkbox and search text report their value', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <>
        <SingleCheckbox label="Nur mit Leasing" checked={false} onChange={onChange} count={5} />
        <SearchText label="Suchbegriff" submitLabel="Suchen" value="" onSubmit={onSubmit} />
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Nur mit Leasing/ }));
    expect(onChange).toHaveBeenCalledWith(true);
    fireEvent.change(screen.getByLabelText('Suchbegriff'), { target: { value: ' GT Line ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSubmit).toHaveBeenCalledWith('GT Line');
  });

  it('a filter group is a disclosure, open when values are set', () => {
    render(
      <FilterGroup title="Treibstoff" activeCount={2}>
        <p>inside</p>
      </FilterGroup>,
    );
    const toggle = screen.getByRole('button', { name: /Treibstoff/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('inside')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText('inside')).toBeTruthy();
  });
});
