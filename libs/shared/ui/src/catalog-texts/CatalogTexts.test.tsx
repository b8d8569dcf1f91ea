import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCatalog, type Messages } from '@carweb/shared-util-i18n';
import { CatalogTexts } from './CatalogTexts';

afterEach(cleanup);

const texts = (greeting: string) => async () => ({ default: { greeting } });
const { catalog, messages } = defineCatalog('part', {
  de: texts('Hallo {name}'),
  fr: texts('Bonjour {name}'),
  it: texts('Ciao {name}'),
  en: texts('Hello {name}'),
  sl: texts('Zdravo {name}'),
});
const PAGE: Messages = { 'page.title': 'Fahrzeuge' };

function renderPart(part = catalog, onFailure = vi.fn(), locale = 'fr-CH') {
  render(
    <IntlProvider locale={locale} messages={PAGE}>
      <CatalogTexts catalog={part} onFailure={onFailure}>
        <p>
          <FormattedMessage {...messages.greeting} values={{ name: 'Lea' }} /> · <FormattedMessage id="page.title" />
        </p>
      </CatalogTexts>
    </IntlProvider>,
  );
  return onFailure;
}

describe('CatalogTexts', () => {
  it('shows its part once the catalog is loaded in the page’s language, beside the page’s own texts', async () => {
    renderPart();
    expect(screen.queryByText(/Bonjour/)).toBeNull();
    expect(await screen.findByText('Bonjour Lea · Fahrzeuge')).toBeTruthy();
  });

  it('shows nothing and reports when the catalog cannot be loaded', async () => {
    const failure = new Error('chunk failed');
    const onFailure = renderPart({ namespace: 'broken', load: () => Promise.reject(failure) });
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(failure));
    expect(document.body.textContent).toBe('');
  });
});
