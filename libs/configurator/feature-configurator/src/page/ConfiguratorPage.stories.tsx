import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { data, redirect } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConfiguratorModel } from '@carweb/api-contracts';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import ConfiguratorPage from './ConfiguratorPage';
import { configuratorData, dealerConfiguratorUrl, siteConfiguratorUrl } from './story-routes.fixtures';

const MODEL = 'model/configurator/models/stonic';
const LEASING = 'core/*/leasing/calculation/model';
const handle = { pageType: 'configuratorDetailPage' };

const at = (search = '', data = configuratorData()) => ({
  route: { url: dealerConfiguratorUrl(search), handle, loaderData: data },
});
const atSite = (search = '', data = configuratorData()) => ({
  route: { url: siteConfiguratorUrl(search), handle, loaderData: data, outsideDealer: true },
});

const price = (canvas: ReturnType<typeof within>) => canvas.getByTestId('configuration-price').textContent;

/** The configurator of the Kia Stonic (configuratorDetailPage), as the sandbox answers the model service. */
const meta = {
  title: 'Configurator/ConfiguratorPage',
  component: ConfiguratorPage,
  parameters: at(),
} satisfies Meta<typeof ConfiguratorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default configuration: one h1, the four steps, the price and the rate. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kia Stonic konfigurieren' })).toBeVisible();
    const steps = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(steps).toEqual(expect.arrayContaining(['1. Variante', '2. Farbe', '3. Pakete und Optionen', '4. Zusammenfassung']));
    await expect(price(canvas)).toBe("CHF 24'950.–");
    await expect(await canvas.findByTestId('configuration-rate')).toHaveTextContent('CHF 292.11 / Monat');
    await expect(canvas.getByRole('link', { name: /1\.0 T-GDi LX/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** A colour and a package: each a link; the price changes at once and is announced, the URL is the configuration. */
export const ChooseColorAndPackage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const red = await canvas.findByRole('link', { name: /Runway Red/ });
    await expect(red.getAttribute('href')).toMatch(/\/konfigurator\/stonic\?color=RED$/);
    await userEvent.click(red);
    await expect(await canvas.findByRole('link', { name: /Runway Red/, current: true })).toBeVisible();
    await expect(price(canvas)).toBe("CHF 25'840.–");
    await userEvent.click(canvas.getByRole('link', { name: /Stylepaket/ }));
    await expect(await canvas.findByRole('link', { name: /Stylepaket.*gewählt/ })).toHaveAttribute('aria-current', 'true');
    await expect(price(canvas)).toBe("CHF 28'270.–");
    await expect(canvas.getByText("Neuer Preis: CHF 28'270.–")).toBeInTheDocument();
    // an option inside the chosen package is not charged again
    await expect(canvas.getByRole('link', { name: /LED-Scheinwerfer/ })).toHaveTextContent('im Paket enthalten');
  },
};

/** ?variant=…&color=…&item=…: any configuration URL renders (the server renders the same). */
export const ConfigurationUrl: Story = {
  parameters: at('?variant=1-6-t-gdi-style&color=BLU&item=heated_seats&runtime=36&km=15000'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /1\.6 T-GDi Style/, current: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Laufzeit' })).toHaveValue('36');
    await expect(canvas.getByRole('combobox', { name: 'Kilometer pro Jahr' })).toHaveValue('15000');
  },
};

/** ?configurationCode=: a saved configuration, with its code, share link and PDF. */
export const Saved: Story = {
  parameters: at(
    '?configurationCode=K7Q2M9AB',
    configuratorData({ saved: { code: 'K7Q2M9AB', entityId: 10201, items: ['RED', 'style_package'] } }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gespeichert unter dem Code K7Q2M9AB')).toBeVisible();
    await expect(price(canvas)).toBe("CHF 28'270.–");
    await expect(canvas.getByRole('link', { name: 'Konfiguration als PDF' })).toHaveAttribute(
      'href',
      '/api/model/configurator/pdf/K7Q2M9AB?locale=de',
    );
    await expect(canvas.getByRole('link', { name: /konfigurator\/stonic\?configurationCode=K7Q2M9AB$/ })).toBeVisible();
  },
};

/** An unknown code: the notice and the default configuration (the server answers 200). */
export const UnknownCode: Story = {
  parameters: at('?configurationCode=NOPE', configuratorData({ unknownCode: 'NOPE' })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Diese Konfiguration wurde nicht gefunden. Sie sehen die Standardkonfiguration des Kia Stonic.',
      ),
    ).toBeVisible();
  },
};

/** The core API refuses the leasing inputs (400): the spec's text; the price stays. */
export const InvalidConfiguration: Story = {
  parameters: at('?down=20000'),
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(`/api/${LEASING}`, () =>
        HttpResponse.json(
          { success: false, error: 'invalidConfiguration', message: 'Diese Konfiguration ist leider ungültig.', fieldErrors: {} },
          { status: 400 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Diese Konfiguration ist leider ungültig.')).toBeVisible();
    await expect(price(canvas)).toBe("CHF 24'950.–");
  },
};

/** The save fails (the model service is out): the action answers 503, the page says so and keeps the configuration. */
export const SaveFailed: Story = {
  parameters: { route: { ...at('?color=RED').route, action: () => data({ error: 'outage' }, { status: 503 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Konfiguration speichern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    await expect(price(canvas)).toBe("CHF 25'840.–");
  },
};

/** Save: the POST's 303 leads to the saved code's URL. */
export const Save: Story = {
  parameters: {
    route: {
      ...at().route,
      loaderData: (url: URL) =>
        configuratorData(url.searchParams.has('configurationCode') ? { saved: { code: 'NEW4CODE', entityId: 10201, items: ['WHT'] } } : {}),
      action: () => redirect('?configurationCode=NEW4CODE', 303),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Konfiguration speichern' }));
    const saved = await canvas.findByText('Gespeichert unter dem Code NEW4CODE');
    await expect(saved).toBeVisible();
    // the button is gone: focus is on what took its place
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Site level after "save and go" to a test drive: the brand's dealers, each linking to its test drive with the code. */
export const DealerChooser: Story = {
  parameters: atSite(
    '?configurationCode=K7Q2M9AB&target=testDrive',
    configuratorData({ saved: { code: 'K7Q2M9AB', entityId: 10201, items: ['WHT'] }, target: 'testDrive' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chooser = await canvas.findByRole('region', { name: 'Wählen Sie Ihren Händler' });
    const link = await within(chooser).findByRole('link', { name: /Auto Zentrum Zürich AG/ });
    await expect(link).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/modell-probefahrt/stonic?configurationCode=K7Q2M9AB');
    // service-only dealers take no configurations
    await expect(within(chooser).queryByRole('link', { name: /Kia Service Bern/ })).toBeNull();
  },
};

/** The model service has not answered yet. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(MODEL)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Wird geladen …')).toBeVisible();
  },
};

/** The model service failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  beforeEach: ({ msw }) => msw.use(outage(MODEL)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};

/** Rate and pictures fail: the page still configures and prices. */
export const RateAndPicturesUnavailable: Story = {
  beforeEach: ({ msw }) =>
    msw.use(outage(LEASING), outage('model/configurator/models/*/*/model-images'), outage('model/configurator/models/*/*/images360')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the browser asks once more after an outage (decision 0015), then says so
    await expect(await canvas.findByText('Die Leasingrate ist zurzeit nicht verfügbar.')).toBeVisible();
    await expect(price(canvas)).toBe("CHF 24'950.–");
  },
};

/** Long names of variants, colours and equipment wrap inside their choices (375 px too). */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        MODEL,
        changedAnswer<ConfiguratorModel>(MODEL, (model) => ({
          ...model,
          name: 'Kia Stonic Plug-in-Hybrid GT-Line Launch Edition',
          entities: model.entities.map((entity) => ({
            ...entity,
            name: `${entity.name} Launch Edition mit Panoramadach und Winterpaket`,
            colors: entity.colors.map((color) => ({ ...color, name: `${color.name} Perleffekt-Zweifarbenlackierung` })),
            equipment: entity.equipment.map((item) => ({ ...item, name: `${item.name} inklusive erweiterter Garantie` })),
          })),
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Kia Stonic Plug-in-Hybrid GT-Line Launch Edition konfigurieren',
      }),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configurer la Kia Stonic' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Couleur' })).toBeVisible();
  },
};

export const Italian: Story = { globals: { locale: 'it' } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Opel: Story = { globals: { brand: 'opel' } };
export const Citroen: Story = { globals: { brand: 'citroen' } };
export const Lexus: Story = { globals: { brand: 'lexus' } };
export const LandRover: Story = { globals: { brand: 'landrover' } };
export const Jaguar: Story = { globals: { brand: 'jaguar' } };
export const Zeekr: Story = { globals: { brand: 'zeekr' } };
export const Suzuki: Story = { globals: { brand: 'suzuki' } };
