import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while hiding it visually', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Filter Elektro entfernen</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Filter Elektro entfernen' });
    expect(button.querySelector('span:not([aria-hidden])')?.className).toBe(visuallyHiddenClass);
  });

  it('renders as another element when asked (e.g. a live status paragraph)', () => {
    render(
      <VisuallyHidden as="p" role="status">
        3 Treffer
      </VisuallyHidden>,
    );
    expect(screen.getByRole('status').tagName).toBe('P');
  });
});
