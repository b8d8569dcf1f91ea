import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentCard } from './ContentCard';

afterEach(cleanup);

describe('ContentCard', () => {
  it('is a list item whose title links to the content; the picture is decorative, the "read more" only shown', () => {
    const { container } = render(
      <ul>
        <ContentCard
          title="Tag der offenen Tür"
          href="/de/haendler/auto-zentrum-zuerich/news/tag-der-offenen-tuer"
          image="/media/news.svg"
          meta={<time dateTime="2030-05-04">Veröffentlicht am 4. Mai 2030</time>}
          text="Werkstattführungen und Probefahrten"
          more="Weiterlesen"
        />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    const link = within(item).getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/haendler/auto-zentrum-zuerich/news/tag-der-offenen-tuer');
    // one link, named by the title alone
    expect(link.textContent).toBe('Tag der offenen Tür');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Tag der offenen Tür');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('Veröffentlicht am 4. Mai 2030').tagName).toBe('TIME');
    expect(screen.getByText('Weiterlesen →').getAttribute('aria-hidden')).toBe('true');
  });

  it('stands alone as an article with a badge, a banner, a note, the heading level asked for and the caller’s link', () => {
    const { container } = render(
      <ContentCard
        as="article"
        title="Gratis Winterräder"
        href="/aktionen/gratis-winterraeder"
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
        headingLevel={2}
        image="/media/banner.svg"
        imageShape="banner"
        badge="Verkauf"
        note="Gültig bis 14. Januar 2027"
      />,
    );
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gratis Winterräder' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('data-router')).toBe('yes');
    expect(screen.getByText('Verkauf')).toBeTruthy();
    expect(screen.getByText('Gültig bis 14. Januar 2027').tagName).toBe('P');
    expect(container.querySelector('img')?.getAttribute('width')).toBe('1200');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
