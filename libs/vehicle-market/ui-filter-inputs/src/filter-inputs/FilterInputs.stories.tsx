import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CheckboxColorList, CheckboxEfficiencyList, CheckboxIconList, CheckboxList } from './CheckboxList';
import { CheckboxListWithTopSelection } from './CheckboxListWithTopSelection';
import { FilterGroup } from './FilterGroup';
import { LocationInput } from './LocationInput';
import { RangeInput } from './RangeInput';
import { RangeSelect } from './RangeSelect';
import { RangeSelectTabs } from './RangeSelectTabs';
import { SearchText } from './SearchText';
import { SingleCheckbox } from './SingleCheckbox';
import { TagsInput } from './TagsInput';
import { bodyIcon } from './body-icons';
import type { RangeValue } from './types';

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
const priceSteps = [5000, 10000, 20000, 30000, 50000].map((value) => ({ value, label: `bis CHF ${value.toLocaleString('de-CH')}.–` }));

/** Every filter input type of SPEC §3 in one panel, with German texts as the sandbox sends them. */
function AllInputs() {
  const [fuel, setFuel] = useState<string[]>(['electric']);
  const [body, setBody] = useState<string[]>([]);
  const [colors, setColors] = useState<string[]>(['white']);
  const [efficiency, setEfficiency] = useState<string[]>([]);
  const [make, setMake] = useState<string | undefined>('Kia');
  const [models, setModels] = useState<string[]>([]);
  const [price, setPrice] = useState<RangeValue>({});
  const [km, setKm] = useState<RangeValue>({ to: 20000 });
  const [tab, setTab] = useState('price');
  const [rate, setRate] = useState<RangeValue>({});
  const [query, setQuery] = useState('');
  const [radius, setRadius] = useState(25);
  const [place, setPlace] = useState<string | undefined>();
  const [tags, setTags] = useState<string[]>([]);
  const [single, setSingle] = useState(false);
  const [matching, setMatching] = useState('');
  const places = ['8001 Zürich', '8400 Winterthur', '3011 Bern', '6900 Lugano'].filter(
    (p) => query && p.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <div style={{ maxWidth: 340 }}>
      <FilterGroup title="Marke & Modell" defaultOpen>
        <CheckboxListWithTopSelection
          legend="Marke & Modell"
          options={[
            {
              id: 'Kia',
              label: 'Kia',
              count: 944,
              children: [
                { id: '103', label: 'Ceed', count: 97 },
                { id: '106', label: 'Sportage', count: 94 },
                { id: '109', label: 'EV6', count: 0 },
              ],
            },
            { id: 'Toyota', label: 'Toyota', count: 512 },
            { id: 'Opel', label: 'Opel', count: 120 },
            { id: 'Lexus', label: 'Lexus', count: 12 },
          ]}
          topCount={3}
          selectedTop={make}
          selectedChildren={models}
          onSelectTop={(id) => {
            setMake(id);
            setModels([]);
          }}
          onToggleChild={(_, id) => setModels(toggle(models, id))}
          showAllLabel="Alle Marken anzeigen"
          showLessLabel="Weniger anzeigen"
          childrenLegend={(m) => `Modelle von ${m}`}
        />
      </FilterGroup>
      <FilterGroup title="Treibstoff" activeCount={fuel.length}>
        <CheckboxList
          legend="Treibstoff"
          options={[
            { id: 'petrol', label: 'Benzin', count: 199 },
            { id: 'electric', label: 'Elektro', count: 310 },
            { id: 'hydrogen', label: 'Wasserstoff', count: 0 },
          ]}
          selected={fuel}
          onToggle={(id) => setFuel(toggle(fuel, id))}
        />
      </FilterGroup>
      <FilterGroup title="Karosserie" defaultOpen>
        <CheckboxIconList
          legend="Karosserie"
          icon={bodyIcon}
          options={['small', 'hatchback', 'sedan', 'wagon', 'suv', 'coupe', 'cabrio', 'van', 'pickup'].map((id) => ({
            id,
            label: id,
            count: 10,
          }))}
          selected={body}
          onToggle={(id) => setBody(toggle(body, id))}
        />
      </FilterGroup>
      <FilterGroup title="Farbe" defaultOpen>
        <CheckboxColorList
          legend="Farbe"
          colors={{ white: '#f2f2f0', black: '#141414', red: '#b3202a', blue: '#1f4e9c' }}
          options={[
            { id: 'white', label: 'Weiss', count: 199 },
            { id: 'black', label: 'Schwarz', count: 174 },
            { id: 'red', label: 'Rot', count: 51 },
            { id: 'blue', label: 'Blau', count: 80 },
          ]}
          selected={colors}
          onToggle={(id) => setColors(toggle(colors, id))}
        />
      </FilterGroup>
      <FilterGroup title="Energieeffizienz" defaultOpen>
        <CheckboxEfficiencyList
          legend="Energieeffizienz"
          options={['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => ({ id, label: id, count: 5 }))}
          selected={efficiency}
          onToggle={(id) => setEfficiency(toggle(efficiency, id))}
        />
      </FilterGroup>
      <FilterGroup title="Preis (range)" defaultOpen>
        <RangeInput
          legend="Preis"
          fromLabel="von CHF"
          toLabel="bis CHF"
          value={price}
          min={3900}
          max={120050}
          format={(n) => n.toLocaleString('de-CH')}
          onChange={setPrice}
        />
      </FilterGroup>
      <FilterGroup title="Kilometer (rangeSelect)" defaultOpen>
        <RangeSelect
          legend="Kilometer"
          fromLabel="von"
          toLabel="bis"
          anyLabel="Beliebig"
          steps={[5000, 10000, 20000, 50000].map((value) => ({ value, label: `bis ${value} km` }))}
          value={km}
          onChange={setKm}
        />
      </FilterGroup>
      <FilterGroup title="Kaufpreis / Leasing (rangeSelectTabs)" defaultOpen>
        <RangeSelectTabs
          legend="Kaufpreis / Leasing"
          activeTab={tab}
          onTabChange={setTab}
          tabs={[
            {
              id: 'price',
              label: 'Kaufpreis',
              fromLabel: 'von',
              toLabel: 'bis',
              anyLabel: 'Beliebig',
              steps: priceSteps,
              value: price,
              onChange: setPrice,
            },
            {
              id: 'rate',
              label: 'Leasingrate',
              fromLabel: 'von',
              toLabel: 'bis',
              anyLabel: 'Beliebig',
              steps: [100, 200, 300].map((value) => ({ value, label: `bis CHF ${value}.–` })),
              value: rate,
              onChange: setRate,
            },
          ]}
        />
      </FilterGroup>
      <FilterGroup title="Umkreis (location)" defaultOpen>
        <LocationInput
          legend="Umkreis"
          inputLabel="PLZ oder Ort"
          radiusLabel="Umkreis"
          query={query}
          onQueryChange={setQuery}
          suggestions={places.map((label) => ({ id: label, label }))}
          onSelect={(s) => {
            setPlace(s.label);
            setQuery(s.label);
          }}
          radiusSteps={[10, 25, 50, 100].map((value) => ({ value, label: `${value} km` }))}
          radius={radius}
          onRadiusChange={setRadius}
          selectedLabel={place ? `${radius} km um ${place}` : undefined}
          clearLabel="Ort entfernen"
          onClear={() => {
            setPlace(undefined);
            setQuery('');
          }}
          status={query ? `${places.length} Vorschläge` : ''}
        />
      </FilterGroup>
      <FilterGroup title="Qualität (tags)" defaultOpen>
        <TagsInput
          legend="Qualität"
          options={[
            { id: 'youngUsedProgramme', label: 'Junge Occasion', count: 189 },
            { id: 'warranty', label: 'Werksgarantie', count: 751 },
            { id: 'none', label: 'Leer', count: 0 },
          ]}
          selected={tags}
          onToggle={(id) => setTags(toggle(tags, id))}
        />
      </FilterGroup>
      <FilterGroup title="Weitere (checkbox)" defaultOpen>
        <SingleCheckbox label="Nur reservierbare Fahrzeuge" checked={single} count={42} onChange={setSingle} />
        <SearchText label="Suchbegriff" submitLabel="Suchen" value={matching} onSubmit={setMatching} />
      </FilterGroup>
    </div>
  );
}

const meta = { title: 'Vehicle market/Filter inputs', component: AllInputs } satisfies Meta<typeof AllInputs>;
export default meta;

export const EveryInputType: StoryObj<typeof meta> = {};
