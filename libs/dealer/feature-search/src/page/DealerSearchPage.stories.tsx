import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealerListEntry, dealerListFixture, manyDealers } from '../dealer-list.fixtures';
import { loadFailingMap, loadStoryMap, SearchStory, searchStoryLoaders, type SearchStoryArgs } from './story-harness';

const meta = {
  title: 'Dealer search/DealerSearchPage',
  args: { locale: 'de', messages: {}, search: '' },
  loaders: searchStoryLoaders,
  render: (args, { loaded }) => <SearchStory {...args} messages={loaded['messages']} />,
} satisfies Meta<SearchStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every dealer by name: no map key configured, the list is the page. */
export const AllDealers: Story = {};
export const French: Story = { args: { locale: 'fr', search: '?place=Lausanne' } };
export const Italian: Story = { args: { locale: 'it', search: '?place=Ginevra' } };
export const ByPostcode: Story = { args: { search: '?place=8953' } };
export const ByTown: Story = { args: { search: '?place=Bern' } };
export const ByName: Story = { args: { search: '?place=Garage+Monnier' } };
export const ByService: Story = { args: { search: '?place=Basel&service=testdrive' } };
/** A new search is on its way: the previous results stay, marked busy. */
export const Loading: Story = { args: { search: '?place=8048', pendingSearch: '?place=Lugano' } };
export const EmptyResult: Story = { args: { search: '?place=Atlantis' } };
/** The dealer service is down: the spec's generic message (the page answers 503 in the site frame). */
export const DealerServiceError: Story = { args: { failure: true } };
export const ManyResults: Story = { args: { search: '?place=3000', dealers: manyDealers(120) } };
export const LongTexts: Story = {
  args: {
    dealers: [
      dealerListEntry([
        1,
        'Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG',
        '9500',
        'Wil SG',
        47.4615,
        9.0455,
        ['tradein', 'onlinesales', 'testdrive'],
      ]),
      ...dealerListFixture().slice(0, 3),
    ],
  },
};
/** With a maps key: the map (a stand-in for the maps service) beside the list; markers and list items select each other. */
export const MapWithMockedApi: Story = { args: { search: '?place=8048', mapsApiKey: 'story-key', loadMap: loadStoryMap } };
/** A place predicted by the maps service, searched by its coordinates. */
export const MapPredictedPlace: Story = {
  args: { search: '?place=Lugano%2C+Schweiz&lat=46.0037&lon=8.9511', mapsApiKey: 'story-key', loadMap: loadStoryMap },
};
/** The maps script fails to load (SPEC §8: false): no broken box, the list with filter and distance sort stays. */
export const MapLoadFailure: Story = { args: { search: '?place=8048', mapsApiKey: 'story-key', loadMap: loadFailingMap } };
