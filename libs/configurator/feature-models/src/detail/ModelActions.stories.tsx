import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelActions } from './ModelActions';

const BASE = '/de/haendler/auto-zentrum-zuerich';

/** The ways to act on a model: a dealer's forms, or on the site the way to the dealers that sell it. */
const meta = {
  title: 'Configurator/Models/ModelActions',
  component: ModelActions,
  args: {
    modelName: 'Kia Stonic',
    actions: { testDrive: `${BASE}/modell-probefahrt/stonic`, offer: `${BASE}/modell-offerte/stonic`, brochure: `${BASE}/prospekte` },
    configure: `${BASE}/konfigurator/stonic`,
    dealersAnchor: 'dealers',
  },
  parameters: { route: { url: `${BASE}/modelle/stonic` } },
} satisfies Meta<typeof ModelActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtDealer: Story = {};
export const OnSite: Story = { args: { actions: null, configure: '/de/konfigurator/stonic' } };
/** A model the site cannot configure (another brand's, or without variants). */
export const WithoutConfigurator: Story = { args: { configure: null } };
export const French: Story = { globals: { locale: 'fr' } };
export const LongModelName: Story = { args: { modelName: 'Kia Stonic 1.0 T-GDi MHEV GT-Line Launch Edition mit Panoramadach' } };
