import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

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
    fireEvent.keyDown(tabA, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tab c' }));
  });

  it('keeps every panel in the document, the unselected ones hidden', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByText('Panel b').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });
});
