import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterTags } from './FilterTags';

afterEach(cleanup);

describe('FilterTags', () => {
  const tags = [
    { key: 'fuel:electric', label: 'Elektro' },
    { key: 'price:priceto', label: "bis CHF 30'000.–" },
  ];

  it('removes one tag or all', () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    render(
      <FilterTags
        label="Aktive Filter"
        tags={tags}
        removeLabel={(tag) => `${tag} entfernen`}
        onRemove={onRemove}
        clearAllLabel="Alle Filter entfernen"
        onClearAll={onClearAll}
      />,
    );
    expect(screen.getByRole('list', { name: 'Aktive Filter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Elektro entfernen' }));
    expect(onRemove).toHaveBeenCalledWith('fuel:electric');
    fireEvent.click(screen.getByRole('button', { name: 'Alle Filter entfernen' }));
    expect(onClearAll).toHaveBeenCalled();
  });

  it('shows nothing without active filters', () => {
    const { container } = render(
      <FilterTags
        label="Aktive Filter"
        tags={[]}
        removeLabel={(tag) => tag}
        onRemove={vi.fn()}
        clearAllLabel="Alle"
        onClearAll={vi.fn()}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
