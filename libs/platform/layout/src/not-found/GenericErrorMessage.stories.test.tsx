import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './GenericErrorMessage.stories';

const { German, French } = composeStories(stories);
afterEach(cleanup);

describe('generic error message stories', () => {
  it('says the spec text and offers the same page again (with its query) and the way home, in de and fr', async () => {
    await German.run();
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe(
      '/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=electric',
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/haendlersuche');
    cleanup();
    await French.run();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Une erreur s'est produite/);
  });
});
