import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('shows its content only when open, is named by its title and closes with its button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open={false} title="Filter" closeLabel="Schliessen" onClose={onClose}>
        <p>Inhalt</p>
      </Dialog>,
    );
    expect(screen.queryByText('Inhalt')).toBeNull();
    rerender(
      <Dialog open title="Filter" closeLabel="Schliessen" onClose={onClose} footer={<button type="button">Anzeigen</button>}>
        <p>Inhalt</p>
      </Dialog>,
    );
    expect(screen.getByText('Inhalt', { selector: 'p' })).toBeTruthy();
    const dialog = document.querySelector('dialog');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Filter');
    expect(screen.getByRole('button', { name: 'Anzeigen', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
