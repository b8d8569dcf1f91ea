import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '@carweb/platform-routing';
import { storyBrandPage } from '../testing/story-answers';
import { BrandModels } from './BrandModels';

/** A brand page's models: to the model pages where the site has them, else into its vehicle market. */
function OnSite() {
  const brand = useBrand();
  return <BrandModels models={storyBrandPage().models} title="Kia Modelle" level={{ kind: 'site', brand, locale: 'de' }} />;
}

const meta = {
  title: 'Configurator/BrandWorld/BrandModels',
  component: OnSite,
  parameters: { route: { url: '/de/markenseiten/kia', outsideDealer: true } },
} satisfies Meta<typeof OnSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kia's own site has model pages: each model leads to its page. */
export const WithModelPages: Story = { globals: { brand: 'kia' } };
/** emilfrey has no model pages: each model leads to its vehicles in stock. */
export const IntoTheVehicleMarket: Story = { globals: { brand: 'emilfrey' } };
