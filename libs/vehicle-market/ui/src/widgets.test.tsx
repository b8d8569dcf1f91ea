import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel/Carousel';
import { Dialog } from './dialog/Dialog';
import { EfficiencyLabel } from './efficiency/EfficiencyLabel';
import { FilterTags } from './filter-tags/FilterTags';
import { Gallery } from './gallery/Gallery';
import { Tabs } from './tabs/Tabs';

afterEach(cleanup);

describe('Tabs', () => {
  function Harness() {
    const [selected, setSelected] = useState('a');
    const tabs = ['a', 'b', 'c'].map((id) => ({ id, label: `Tab ${id}`, content: <p>Panel {id}</p> }));
    return <Tabs label="Details" tabs={tabs} selected={selected} onSelect={setSelected} />;
  }

  it('moves with arrow keys, Home and End; only the selected tab is tabbable', () => {
    render(<Harness />);
    const tabA = screen.getByRole('tab', { name: 'Tab a' });
    expect(tabA.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Tab b' }).tabIndex).toBe(-1);
    fireEvent.keyDown(tabA, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Tab c' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tab c' }).textContent).toBe('Panel c');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab c' }), { key: 'Home' });
    expect(tabA.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabA);
  });
});

describe('Gallery', () => {
  const images = [1, 2, 3].map((n) => ({ src: `/car.svg?view=${n}`, alt: `Ansicht ${n}` }));
  const labels = { label: 'Bilder', previousLabel: 'Vorheriges Bild', nextLabel: 'Nächstes Bild', positionLabel: (i: number, t: number) => `Bild ${i} von ${t}`, thumbnailLabel: (i: number) => `Bild ${i} zeigen` };

  it('loads only the first image eagerly, moves with buttons, keys and thumbnails', () => {
    render(<Gallery {...labels} images={images} />);
    const loading = screen.getAllByRole('img', { hidden: true }).slice(0, 3).map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
    expect(screen.getByText('Bild 1 von 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByText('Bild 2 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Bilder' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Bild 3 von 3', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 zeigen' }));
    expect(screen.getByRole('button', { name: 'Bild 1 zeigen' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows nothing without images and no controls for one image', () => {
    const { container } = render(<Gallery {...labels} images={[]} />);
    expect(container.innerHTML).toBe('');
    render(<Gallery {...labels} images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('FilterTags', () => {
  it('removes one tag or all', () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    render(<FilterTags label="Aktive Filter" tags={[{ key: 'fuel:electric', label: 'Elektro' }, { key: 'price:priceto', label: "bis CHF 30'000.–" }]} removeLabel={(tag) => `${tag} entfernen`} onRemove={onRemove} clearAllLabel="Alle Filter entfernen" onClearAll={onClearAll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Elektro entfernen' }));
    expect(onRemove).toHaveBeenCalledWith('fuel:electric');
    fireEvent.click(screen.getByRole('button', { name: 'Alle Filter entfernen' }));
    expect(onClearAll).toHaveBeenCalled();
  });
});

describe('Dialog, carousel, efficiency label', () => {
  it('dialog shows its content only when open and closes with its button', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open={false} title="Filter" closeLabel="Schliessen" onClose={onClose}><p>Inhalt</p></Dialog>);
    expect(screen.queryByText('Inhalt')).toBeNull();
    rerender(<Dialog open title="Filter" closeLabel="Schliessen" onClose={onClose} footer={<button type="button">Anzeigen</button>}><p>Inhalt</p></Dialog>);
    expect(screen.getByText('Inhalt', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });

  it('carousel is a labelled region with paging buttons', () => {
    render(<Carousel label="Ähnliche Fahrzeuge" previousLabel="Zurück" nextLabel="Weiter">{[<p key="1">A</p>, <p key="2">B</p>]}</Carousel>);
    expect(screen.getByRole('region', { name: 'Ähnliche Fahrzeuge' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  });

  it('efficiency label is an image with a name, or decorative', () => {
    render(<EfficiencyLabel value="B" label="Energieeffizienz B" />);
    expect(screen.getByRole('img', { name: 'Energieeffizienz B' }).textContent).toBe('B');
  });
});
