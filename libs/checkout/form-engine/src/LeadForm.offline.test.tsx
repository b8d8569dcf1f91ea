import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fieldsets, renderForm } from './lead-form-harness';

// react-hook-form cannot be loaded (offline, a deployment replaced the chunk)
vi.mock('./HookFormHost', () => {
  throw new Error('offline');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  delete window.dataLayer;
});

it('without react-hook-form the form goes on as without JavaScript: every step shows, the action checks the send', async () => {
  const { action } = renderForm();
  await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(fieldsets()[1].hidden).toBe(false));
  expect(fieldsets()[0].hidden).toBe(false);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
});
