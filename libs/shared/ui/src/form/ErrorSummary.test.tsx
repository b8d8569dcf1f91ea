import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

afterEach(cleanup);

// jsdom has no layout
const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;

const items: ErrorSummaryItem[] = [
  { fieldId: 'field-contact-firstName', text: 'Vorname: Dieses Feld ist erforderlich' },
  { fieldId: 'field-contact-email', text: 'E-Mail: Ungültige Eingabe' },
];

function Page({ errors }: { errors: ErrorSummaryItem[] }) {
  return (
    <>
      <ErrorSummary title="Bitte prüfen Sie Ihre Angaben" items={errors} />
      <input id="field-contact-firstName" aria-label="Vorname" />
      <input id="field-contact-email" aria-label="E-Mail" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<Page errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
  });

  it('receives the focus when it appears, named by its title', () => {
    const { rerender } = render(<Page errors={[]} />);
    screen.getByRole('textbox', { name: 'Vorname' }).focus();
    rerender(<Page errors={items} />);
    const summary = screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses again when other fields are wrong, not when the same ones render again', () => {
    const { rerender } = render(<Page errors={items} />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    email.focus();
    rerender(<Page errors={[...items]} />);
    expect(document.activeElement).toBe(email);
    rerender(<Page errors={items.slice(1)} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('links each error to its field id; a click focuses the field and scrolls it into view', () => {
    render(<Page errors={items} />);
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vorname: Dieses Feld ist erforderlich', '#field-contact-firstName'],
      ['E-Mail: Ungültige Eingabe', '#field-contact-email'],
    ]);
    const notPrevented = fireEvent.click(links[1]);
    expect(notPrevented).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-Mail' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a link to a field that is not there to the browser', () => {
    render(<ErrorSummary title="Fehler" items={[{ fieldId: 'missing', text: 'Fehlt' }]} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Fehlt' }))).toBe(true);
  });
});
