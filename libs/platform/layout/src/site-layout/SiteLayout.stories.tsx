import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { GenericErrorMessage } from '../not-found/GenericErrorMessage';
import { SiteFrame, SiteLayout } from './SiteLayout';

/** A brand's own site pages in the footer (e.g. its brand forms). */
const BRAND_FORMS = (
  <ul aria-label="Formulare">
    <li>
      <Link to="/de/kontakt">Kontaktformular</Link>
    </li>
    <li>
      <Link to="/de/newsletter">Newsletter abonnieren</Link>
    </li>
  </ul>
);

function DealerSearchStandIn() {
  return <h1>Händlersuche</h1>;
}

/**
 * SiteLayout: the frame of site pages that are not below a dealer (dealer search) — brand logo and home link,
 * language switch, corporate contact, legal links. SiteFrame is the same frame around given content.
 */
const site = (url: string, siteLayout: ComponentType = SiteLayout) => ({ route: { url, site: { siteLayout } } });

const meta = {
  title: 'Layout/SiteLayout',
  component: SiteLayout,
  render: () => <DealerSearchStandIn />,
  parameters: site('/de/haendlersuche'),
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's own navigation (issue 23): the model list and the configurator list, where the brand has its model range. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Modelle$/ })).toHaveAttribute('href', '/de/modelle');
    await expect(canvas.getByRole('link', { name: /^Konfigurator$/ })).toHaveAttribute('href', '/de/konfigurator');
  },
};
export const French: Story = { globals: { locale: 'fr' }, parameters: site('/fr/recherche-de-concessionnaires') };
export const Italian: Story = { globals: { locale: 'it' }, parameters: site('/it/ricerca-concessionari') };
export const WithBrandForms: Story = { parameters: site('/de/haendlersuche', () => <SiteLayout footerLinks={BRAND_FORMS} />) };

/** The language switch leads to the same site page in the other language. */
export const SwitchToItalian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Italiano' }));
    await canvas.findByRole('navigation', { name: 'Scegliere la lingua' });
    await expect(canvas.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
  },
};

/** SiteFrame around an error answer whose dealer is unknown (decision 0015): the generic message in the brand's frame. */
export const SiteFrameAroundError: Story = {
  render: () => <GenericErrorMessage homeHref="/de/haendlersuche" />,
  parameters: site('/de/haendlersuche', () => (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )),
};
