import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../button/Button';
import { PageHero } from './PageHero';

/** `a` comes before `b` in the document. */
const precedes = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The band at the top of a list or overview page: its one h1 title, a short introduction, then what the page puts
 * below them (a quick search, a price, actions), a link back above the title and tabs on the band's bottom edge.
 */
const meta = {
  title: 'Shared/PageHero',
  component: PageHero,
  args: {
    title: 'Jobs bei Kia',
    intro: 'Arbeiten Sie bei einem Kia-Partner in Ihrer Nähe: offene Stellen in Verkauf, Werkstatt und Administration.',
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and introduction (the jobs, brands and model range pages). */
export const TitleAndIntro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Jobs bei Kia' });
    await expect(title).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    const intro = canvas.getByText(/^Arbeiten Sie bei einem Kia-Partner/);
    await expect(intro.tagName).toBe('P');
    await expect(precedes(title, intro)).toBe(true);
  },
};

/** Only the title (a page while its content loads): no empty introduction. */
export const TitleOnly: Story = {
  args: { title: 'Modelle', intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Modelle' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

/** A row of actions below the introduction (the model list's way to the configurator). */
export const WithActions: Story = {
  args: {
    title: 'Kia Modelle',
    intro: 'Alle Modelle von Kia: Elektro, Hybrid und Benzin, vom Kleinwagen bis zum SUV.',
    children: (
      <p style={{ margin: '1rem 0 0' }}>
        <ButtonLink variant="secondary" href="#configurator">
          Konfigurieren und vergleichen
        </ButtonLink>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = canvas.getByRole('link', { name: 'Konfigurieren und vergleichen' });
    await expect(action).toHaveAttribute('href', '#configurator');
    await expect(precedes(canvas.getByText(/^Alle Modelle von Kia/), action)).toBe(true);
  },
};

/** A link back to the list above the title (a model or brand page). */
export const WithBackLink: Story = {
  args: {
    title: 'Kia Stonic',
    intro: 'Der kompakte Crossover mit Mild-Hybrid.',
    before: <a href="#models">← Modelle</a>,
    children: <p style={{ margin: '1rem 0 0', fontWeight: 600 }}>ab CHF 21&apos;950.–</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: '← Modelle' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Kia Stonic' });
    const price = canvas.getByText(/^ab CHF/);
    await expect(precedes(back, title)).toBe(true);
    await expect(precedes(canvas.getByText('Der kompakte Crossover mit Mild-Hybrid.'), price)).toBe(true);
  },
};

/** Tabs between two sibling lists, last in the band, on its bottom edge (campaigns and news). */
export const WithTabs: Story = {
  args: {
    title: 'Aktionen',
    intro: 'Die aktuellen Aktionen von Kia.',
    tabs: (
      <nav aria-label="Aktionen und News">
        <ul style={{ display: 'flex', gap: '1.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <a
              href="#campaigns"
              aria-current="page"
              style={{ display: 'inline-block', padding: '0.75rem 0.25rem', borderBottom: '3px solid' }}
            >
              Aktionen
            </a>
          </li>
          <li>
            <a href="#news" style={{ display: 'inline-block', padding: '0.75rem 0.25rem' }}>
              News
            </a>
          </li>
        </ul>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Aktionen und News' });
    await expect(within(tabs).getByRole('link', { name: 'Aktionen' })).toHaveAttribute('aria-current', 'page');
    await expect(precedes(canvas.getByText('Die aktuellen Aktionen von Kia.'), tabs)).toBe(true);
    // the current tab's underline meets the band's border: nothing below the tabs
    const band = canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await expect(getComputedStyle(band).paddingBottom).toBe('0px');
  },
};

export const French: Story = {
  args: {
    title: 'Nos modèles',
    intro: 'La gamme Kia chez votre concessionnaire : électrique, hybride et essence.',
  },
};

/** A long title wraps, even a long word; the introduction keeps its reading width. */
export const LongTexts: Story = {
  args: {
    title: 'Elektromobilitätsberatungsangebote für Geschäftskunden – Kia EV9 GT-Line Launch Edition mit Panoramadach',
    intro: 'Alle Modelle von Kia mit Preisen, Leasingangeboten, technischen Daten und Ausstattungsvarianten. '.repeat(4),
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};
