import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './FilterControls.stories';

const { Panel, Models, TextSearch, GroupInputs, Dealers } = composeStories(stories);
const draft = () => screen.getByTestId('draft').textContent;

afterEach(cleanup);

describe('filter panel control stories', () => {
  it('the panel opens a closed group and its input arrives', async () => {
    await Panel.run();
    fireEvent.click(screen.getByRole('button', { name: 'Zustand' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Neu/ }));
    expect(draft()).toBe('?cond[]=new');
  });

  it('models of the chosen make, free text, group inputs and dealers change the draft', async () => {
    await Models.run();
    expect(screen.getByRole('group', { name: 'Modelle von Kia' })).toBeTruthy();
    cleanup();
    await TextSearch.run();
    expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('GT-Line');
    cleanup();
    await GroupInputs.run();
    expect((screen.getByRole('checkbox', { name: /SUV/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Kilometer' })).toBeTruthy();
    cleanup();
    await Dealers.run();
    fireEvent.click(screen.getByRole('checkbox', { name: /Auto Zentrum Zürich AG/ }));
    expect(draft()).toBe('?dealerId[]=100&dealerId[]=101');
  });
});
