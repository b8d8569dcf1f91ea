import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '@carweb/platform-routing';
import { storyModelPage } from '../testing/story-answers';
import { ModelDetailContent } from './ModelDetailContent';

/** The sections of a model page for a loaded model page, on the site; the optional sections come as they load. */
function OnSite({ locale }: { locale: string }) {
  const brand = useBrand();
  return <ModelDetailContent page={storyModelPage(locale)} level={{ kind: 'site', brand, locale: 'de' }} dealer={null} />;
}

const meta = {
  title: 'Configurator/Models/ModelDetailContent',
  component: OnSite,
  args: { locale: 'de' },
  parameters: { route: { url: '/de/modelle/stonic', outsideDealer: true } },
} satisfies Meta<typeof OnSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
