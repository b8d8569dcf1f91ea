import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@carweb/checkout-form-engine';
import * as contactStories from './BrandContactPage.stories';
import * as dailyExpressStories from './DailyExpressPage.stories';
import * as requestStories from './BrandRequestPage.stories';
import * as testDriveStories from './ZeekrTestDrivePage.stories';

// jsdom has no layout: the error summary scrolls its links' fields into view
Element.prototype.scrollIntoView = () => undefined;

/**
 * The legend of the step shown (with JavaScript one at a time). Wait for it: a step's check waits for
 * react-hook-form, which loads when the visitor starts to use the form.
 */
const shownStep = () =>
  [...document.querySelectorAll<HTMLFieldSetElement>('form > fieldset')]
    .filter((step) => !step.hidden)
    .map((step) => step.querySelector('legend')?.textContent);

const heading = async (name: string) => (await screen.findByRole('heading', { level: 1 })).textContent === name;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  useDraftStore.setState({ drafts: {} });
});

describe('brand contact', () => {
  const stories = composeStories(contactStories);

  it("the brand's name in the title, its dealers to name after 'none', a real POST form", async () => {
    await stories.Suzuki.run();
    expect(await heading('Kontakt zu Suzuki Schweiz')).toBe(true);
    const dealer = screen.getByRole('combobox', { name: 'Händler' });
    await within(dealer).findByRole('option', { name: 'Garage Zimmermann AG, Biel/Bienne' });
    expect(within(dealer).getAllByRole('option')[0].textContent).toBe('Kein bestimmter Händler');
    expect(document.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('the request filled, "Weiter" shows the contact data', async () => {
    await stories.ContactData.run();
    await screen.findByText('Kontaktdaten', { selector: 'legend' });
    await waitFor(() => expect(shownStep()).toEqual(['Kontaktdaten']));
  });

  it('"Weiter" on an empty request: the spec text in the summary and at the field', async () => {
    await stories.RequestMissing.run();
    expect((await screen.findByRole('link', { name: 'Betreff: Dieses Feld ist erforderlich' })).getAttribute('href')).toBe(
      '#field-subject',
    );
    await waitFor(() => expect(shownStep()).toEqual(['Ihr Anliegen']));
  });

  it('in French for Zeekr, the thanks step names the brand', async () => {
    await stories.ZeekrFrench.run();
    expect(await heading('Contacter Zeekr Suisse')).toBe(true);
    cleanup();
    await stories.Sent.run();
    expect(await screen.findByText('Ihre Nachricht an Suzuki Schweiz ist eingegangen. Wir melden uns in Kürze bei Ihnen.')).toBeTruthy();
  });
});

describe('zeekr test drive', () => {
  const stories = composeStories(testDriveStories);

  it('the Zeekr models with their tagline, nothing chosen; the locations as suggestions', async () => {
    await stories.Form.run();
    const model = await screen.findByRole('combobox', { name: /Modell/ });
    await within(model).findByRole('option', { name: 'Zeekr 001 – Elektrisch. Präzise.' });
    expect((model as HTMLSelectElement).value).toBe('');
    expect([...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toContain(
      'Lombardi Automobile Locarno SA, Locarno',
    );
  });

  it('a link naming the model preselects it', async () => {
    await stories.ModelChosenByLink.run();
    const model = await screen.findByRole('combobox', { name: /Modell/ });
    await within(model).findByRole('option', { name: /Zeekr X/ });
    expect((model as HTMLSelectElement).value).toBe('801');
  });

  it('model and place given, "Weiter" shows the contact data', async () => {
    await stories.ContactData.run();
    await screen.findByText('Kontaktdaten', { selector: 'legend' });
    await waitFor(() => expect(shownStep()).toEqual(['Kontaktdaten']));
  });

  it('no models: a notice instead of the form', async () => {
    await stories.NoModels.run();
    expect(await screen.findByText(/Zurzeit sind keine Modelle für eine Probefahrt verfügbar/)).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('multilease requests and the Emil Frey newsletter', () => {
  const stories = composeStories(requestStories);

  it.each([
    ['NewAddress', stories.NewAddress, 'Neue Adresse'],
    ['NewName', stories.NewName, 'Neuer Name'],
    ['PaymentSlipDelivery', stories.PaymentSlipDelivery, 'Versand'],
  ])('%s: the contract filled, the second step shows', async (_, story, legend) => {
    await story.run();
    await screen.findByText(legend, { selector: 'legend' });
    await waitFor(() => expect(shownStep()).toEqual([legend]));
  });

  it('the change of name asks for a proof as a file and posts multipart form data', async () => {
    await stories.NewName.run();
    const proof = await screen.findByLabelText(/^Nachweis/);
    expect(proof.getAttribute('type')).toBe('file');
    expect(document.querySelector('form')?.getAttribute('enctype')).toBe('multipart/form-data');
  });

  it('the payment slip starts on e-mail', async () => {
    await stories.PaymentSlipDelivery.run();
    expect(((await screen.findByRole('radio', { name: 'Als PDF per E-Mail' })) as HTMLInputElement).checked).toBe(true);
  });

  it('my payments in Italian: all years first, then this year and the five before', async () => {
    await stories.MyPaymentsItalian.run();
    const year = await screen.findByRole('combobox', { name: 'Anno' });
    const options = within(year).getAllByRole('option');
    expect(options[0].textContent).toBe('Tutti gli anni');
    expect(options[1].textContent).toBe(String(new Date().getFullYear()));
    expect(options).toHaveLength(7);
  });

  it('the newsletter: the brands of interest to tick', async () => {
    await stories.EmilFreyNewsletter.run();
    expect(await heading('Emil Frey Newsletter abonnieren')).toBe(true);
    const brands = screen.getByRole('group', { name: 'Marken, die Sie interessieren' });
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(9);
  });
});

describe('daily express', () => {
  const stories = composeStories(dailyExpressStories);

  it('a plain GET form for the postcode', async () => {
    await stories.Empty.run();
    expect(await heading('Emil Frey Daily Express')).toBe(true);
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(screen.getByRole('textbox', { name: /Postleitzahl/ }).getAttribute('name')).toBe('zip');
  });

  it('served: the next delivery day and the nearest location, in the language of the page', async () => {
    await stories.Served.run();
    expect(await screen.findByText('Daily Express liefert nach 8048. Nächste Lieferung: Montag, 6. Mai 2030.')).toBeTruthy();
    expect(screen.getByText('Nächster Standort: Emil Frey Zürich Altstetten, Zürich (2.4 km)')).toBeTruthy();
    cleanup();
    await stories.ServedFrench.run();
    expect(await screen.findByText('Daily Express livre à 8048. Prochaine livraison : lundi, 6 mai 2030.')).toBeTruthy();
  });

  it('not served: said so, the nearest location still shown', async () => {
    await stories.NotServed.run();
    expect(await screen.findByText('Nach 3920 liefert Daily Express leider noch nicht.')).toBeTruthy();
  });

  it('a wrong or missing postcode: the spec text in the summary and at the field, what was typed kept', async () => {
    await stories.InvalidZip.run();
    expect(await screen.findByRole('link', { name: 'Postleitzahl: Ungültige Eingabe' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Postleitzahl/ }) as HTMLInputElement).value).toBe('80');
    cleanup();
    await stories.MissingZipItalian.run();
    expect(await screen.findByRole('link', { name: 'Numero postale: Questo campo è obbligatorio' })).toBeTruthy();
  });
});
