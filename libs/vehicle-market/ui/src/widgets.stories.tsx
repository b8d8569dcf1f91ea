import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Carousel } from './carousel/Carousel';
import { Dialog } from './dialog/Dialog';
import { EfficiencyLabel } from './efficiency/EfficiencyLabel';
import { FilterTags } from './filter-tags/FilterTags';
import { Gallery } from './gallery/Gallery';
import { carPicture } from './story-fixtures';
import { Tabs } from './tabs/Tabs';
import { MarketVehicleCard } from './vehicle-card/MarketVehicleCard';

function Widgets() {
  const [tab, setTab] = useState('technical');
  const [open, setOpen] = useState(false);
  const [tags, setTags] = useState([
    { key: 'fuel:electric', label: 'Elektro' },
    { key: 'price:priceto', label: "bis CHF 30'000.–" },
    { key: 'model:Kia', label: 'Kia' },
  ]);
  return (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: 900 }}>
      <Gallery
        label="Bilder Kia Sportage"
        images={['side', 'front', 'side'].map((view, i) => ({ src: `${carPicture(i === 2 ? '#1f4e9c' : '#c0392b', view)}#${i}`, alt: `Kia Sportage, Ansicht ${i + 1}` }))}
        previousLabel="Vorheriges Bild"
        nextLabel="Nächstes Bild"
        positionLabel={(i, t) => `Bild ${i} von ${t}`}
        thumbnailLabel={(i) => `Bild ${i} zeigen`}
      />
      <Tabs
        label="Fahrzeugdetails"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'technical', label: 'Technische Daten', content: <p>160 PS · Automat · Frontantrieb</p> },
          { id: 'equipment', label: 'Ausstattung', content: <p>Navigationssystem, Sitzheizung</p> },
          { id: 'environment', label: 'Umwelt und Energie', content: <EfficiencyLabel value="C" label="Energieeffizienz C" /> },
        ]}
      />
      <FilterTags label="Aktive Filter" tags={tags} removeLabel={(t) => `Filter ${t} entfernen`} onRemove={(key) => setTags(tags.filter((t) => t.key !== key))} clearAllLabel="Alle Filter entfernen" onClearAll={() => setTags([])} />
      <Carousel label="Ähnliche Fahrzeuge" previousLabel="Zurück" nextLabel="Weiter">
        {[1, 2, 3, 4, 5].map((n) => (
          <MarketVehicleCard key={n} href="#" imageUrl={carPicture()} imageAlt="" title={`Kia Ceed ${n}`} subtitle="1.5 T-GDi" facts={[{ label: 'km', value: `${n}0'000 km` }]} price="CHF 21'990.–" />
        ))}
      </Carousel>
      <div>
        <button type="button" onClick={() => setOpen(true)}>
          Filter öffnen
        </button>
        <Dialog open={open} title="Filter" closeLabel="Schliessen" onClose={() => setOpen(false)} footer={<button type="button" onClick={() => setOpen(false)}>124 Fahrzeuge anzeigen</button>}>
          <p>Filterinhalt</p>
        </Dialog>
      </div>
      <p>
        {['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((c) => (
          <EfficiencyLabel key={c} value={c} label={`Energieeffizienz ${c}`} />
        ))}
      </p>
    </div>
  );
}

const meta = { title: 'Vehicle market/Gallery, tabs, tags, carousel, dialog', component: Widgets } satisfies Meta<typeof Widgets>;
export default meta;

export const Overview: StoryObj<typeof meta> = {};
