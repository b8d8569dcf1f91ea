import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleTags } from './VehicleTags';

afterEach(cleanup);

describe('VehicleTags', () => {
  it('lists the tags in the given order, and nothing without tags', () => {
    render(
      <VehicleTags
        tags={[
          { label: 'Reserviert', tone: 'reserved' },
          { label: 'Top-Angebot', tone: 'neutral' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reserviert', 'Top-Angebot']);
    cleanup();
    const { container } = render(<VehicleTags tags={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
