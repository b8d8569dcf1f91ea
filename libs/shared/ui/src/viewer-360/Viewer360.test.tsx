import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Viewer360 } from './Viewer360';

const frames = Array.from({ length: 36 }, (_, i) => `/frames/${i * 10}.svg`);

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduced, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

const view = () =>
  render(
    <Viewer360
      frames={frames}
      label="360°-Ansicht"
      angleText={(angle) => `Ansicht ${angle}°`}
      hint="Pfeiltasten zum Drehen"
      stills={<p>Standbilder</p>}
    />,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Viewer360', () => {
  it('turns with the arrow keys and tells its angle as a slider', () => {
    mockReducedMotion(false);
    view();
    const slider = screen.getByRole('slider', { name: '360°-Ansicht' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Ansicht 0°');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Ansicht 20°');
    expect(slider.querySelector('img')?.getAttribute('src')).toBe('/frames/20.svg');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('350');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuemax')).toBe('350');
  });

  it('turns by drag: a quarter of its width is a quarter turn', () => {
    mockReducedMotion(false);
    view();
    const slider = screen.getByRole('slider');
    Object.defineProperty(slider, 'clientWidth', { value: 360 });
    act(() => {
      fireEvent.pointerDown(slider, { clientX: 200, pointerId: 1 });
      fireEvent.pointerMove(slider, { clientX: 110, pointerId: 1 });
      fireEvent.pointerUp(slider, { pointerId: 1 });
    });
    expect(slider.getAttribute('aria-valuetext')).toBe('Ansicht 90°');
  });

  it('shows the still views under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    view();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByText('Standbilder')).toBeTruthy();
  });
});
