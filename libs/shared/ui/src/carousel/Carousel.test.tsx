import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';

afterEach(cleanup);

describe('Carousel', () => {
  it('is a labelled region with one list item per card and paging buttons', () => {
    render(
      <Carousel label="Ähnliche Fahrzeuge" previousLabel="Zurück" nextLabel="Weiter">
        {[<p key="1">A</p>, <p key="2">B</p>]}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Ähnliche Fahrzeuge' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('button', { name: 'Zurück' }).getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
  });

  it('has no paging buttons for a single card', () => {
    render(
      <Carousel label="Weitere Angebote" previousLabel="Zurück" nextLabel="Weiter">
        {[<p key="1">A</p>]}
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a footer beside the buttons, and its track takes keyboard focus', () => {
    render(
      <Carousel label="Unsere Fahrzeuge" previousLabel="Vorherige" nextLabel="Nächste" footer={<a href="/alle">Alle Fahrzeuge</a>}>
        {[<p key="1">A</p>, <p key="2">B</p>]}
      </Carousel>,
    );
    expect(screen.getByRole('link', { name: 'Alle Fahrzeuge' })).toBeTruthy();
    expect(screen.getByRole('list').tabIndex).toBe(0);
    // interactive after the first effect: the buttons work
    expect(screen.getByRole('button', { name: 'Nächste' }).hasAttribute('disabled')).toBe(false);
  });
});
