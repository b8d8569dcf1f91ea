import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EfficiencyLabel } from './EfficiencyLabel';

afterEach(cleanup);

describe('EfficiencyLabel', () => {
  it('is an image with a name, or decorative', () => {
    render(<EfficiencyLabel value="B" label="Energieeffizienz B" />);
    expect(screen.getByRole('img', { name: 'Energieeffizienz B' }).textContent).toBe('B');
    cleanup();
    render(<EfficiencyLabel value="C" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
