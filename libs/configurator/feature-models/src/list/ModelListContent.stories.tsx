import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import type { ModelRangeResponse } from '@carweb/api-contracts';
import { useBrand } from '@carweb/platform-routing';
import { storyRange } from '../testing/story-answers';
import { ModelListContent } from './ModelListContent';

/** The content follows the URL, as on the page: the filter chips change what it shows. */
function ContentAtLocation({ range }: { range: ModelRangeResponse }) {
  const { pathname, search } = useLocation();
  const brand = useBrand();
  return (
    <ModelListContent
      range={range}
      level={{ kind: 'site', brand, locale: 'de' }}
      searchParams={new URLSearchParams(search)}
      pathname={pathname}
    />
  );
}

/** The filter chips and the models the filter leaves, by category; each card links to the model's page. */
const meta = {
  title: 'Configurator/Models/ModelListContent',
  component: ContentAtLocation,
  args: { range: storyRange() },
  parameters: { route: { url: '/de/modelle', outsideDealer: true } },
} satisfies Meta<typeof ContentAtLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllModels: Story = {};
export const Filtered: Story = { parameters: { route: { url: '/de/modelle?fuel=electric', outsideDealer: true } } };
/** A model without a leasing rate shows its price only. */
export const WithoutLeasing: Story = {
  args: { range: { ...storyRange(), models: storyRange().models.map((model) => ({ ...model, leasingRateFrom: null })) } },
};
