import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as detailStories from '../detail-page/NewsDetailPage.stories';
import * as listStories from '../list-page/NewsListPage.stories';
import * as latestStories from '../teasers/LatestNews.stories';

const list = composeStories(listStories);
const detail = composeStories(detailStories);
const latest = composeStories(latestStories);

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const BASE = '/de/haendler/auto-zentrum-zuerich';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('news list stories', () => {
  it('lists the news newest first, each with its date and linked to its page', async () => {
    await list.Default.run();
    expect(await heading()).toBe('News');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Tag der offenen Tür',
      'Der neue Kia EV3 ist da',
    ]);
    expect(hrefOf('Tag der offenen Tür')).toBe(`${BASE}/news/tag-der-offenen-tuer`);
    expect(within(items[0] as HTMLElement).getByText('Veröffentlicht am 4. Mai 2030')).toBeTruthy();
  });

  it('says the news are loading until they are there', async () => {
    await list.Loading.run();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'News werden geladen …');
    expect(screen.queryByText(/Zurzeit gibt es keine News/)).toBeNull();
  });

  it('says so when there are no news', async () => {
    await list.Empty.run();
    expect(await screen.findByText('Zurzeit gibt es keine News. Schauen Sie bald wieder vorbei.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks French with the localized slugs', async () => {
    await list.French.run();
    await screen.findAllByRole('listitem');
    expect(hrefOf('Tag der offenen Tür')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/news/journee-portes-ouvertes');
    expect(screen.getByText('Publié le 4 mai 2030')).toBeTruthy();
  });
});

describe('news detail stories', () => {
  it('shows the landing page with its long copy as rich text, and the other news', async () => {
    await detail.Default.run();
    expect(await heading()).toBe('Tag der offenen Tür');
    expect((await screen.findByText('Werkstattführungen')).tagName).toBe('STRONG');
    expect(hrefOf('Alle News')).toBe(`${BASE}/news`);
    const more = await screen.findByRole('navigation', { name: 'Weitere News' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Der neue Kia EV3 ist da']);
  });

  it('renders page-builder content with its hero as the page title and its button leading to the contact form', async () => {
    await detail.PageBuilderContent.run();
    await screen.findByText('Wettbewerb');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(hrefOf('Kontakt aufnehmen')).toBe(`${BASE}/kontakt`);
  });

  it('falls back to the item’s own landing page when the page-builder content fails', async () => {
    await detail.PageBuilderFailed.run();
    expect(await screen.findByText('Werkstattführungen')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Kontakt aufnehmen' })).toBeNull();
  });

  it('renders hostile content inert: the title as text, the long copy sanitized', async () => {
    await detail.HostileContent.run();
    expect(await heading()).toBe('Inhaltsprüfung <img src=x onerror="alert(1)">');
    await screen.findByText('Sichtbarer Text');
    expect(document.body.querySelector('script, svg, iframe, [onerror], [onload]')).toBeNull();
    expect(screen.getByText('Link ohne Ziel').getAttribute('href')).toBeNull();
  });

  it('has no “more news” when the item is the only one', async () => {
    await detail.OnlyItemLongTexts.run();
    await heading();
    expect(screen.queryByRole('navigation', { name: 'Weitere News' })).toBeNull();
  });
});

describe("the dealer home's top news stories", () => {
  it('shows the newest items as third-level headings linked to their pages, and a link to all news', async () => {
    await latest.Default.run();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aktuelle News' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(titles).toEqual(['Tag der offenen Tür', 'Der neue Kia EV3 ist da']);
    expect(hrefOf('Tag der offenen Tür')).toBe(`${BASE}/news/tag-der-offenen-tuer`);
    expect(hrefOf('Alle News')).toBe(`${BASE}/news`);
  });

  it('leaves the section out when there are no news or the call fails', async () => {
    await latest.NoNews.run();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Aktuelle News' })).toBeNull();
    cleanup();
    await latest.Failing.run();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Aktuelle News' })).toBeNull();
  });
});
