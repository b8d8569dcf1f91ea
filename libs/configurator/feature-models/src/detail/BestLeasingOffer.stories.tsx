import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBestLeasing } from '../testing/story-answers';
import { BestLeasingOffer } from './BestLeasingOffer';

/** The brand's best leasing offer: the model, its monthly rate and the terms. */
const meta = {
  title: 'Configurator/Models/BestLeasingOffer',
  component: BestLeasingOffer,
  args: { offer: storyBestLeasing(), brandName: 'Kia', modelHref: `/de/modelle/${storyBestLeasing().model.slug}` },
  parameters: { route: { url: '/de/modelle/stonic', outsideDealer: true } },
} satisfies Meta<typeof BestLeasingOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { offer: storyBestLeasing('fr') } };
/** A site without model pages: no link to the model. */
export const WithoutModelPage: Story = { args: { modelHref: null } };
