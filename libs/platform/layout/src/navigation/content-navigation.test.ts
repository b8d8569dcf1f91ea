import { describe, expect, it } from 'vitest';
import { footerContent, navigationContent } from '../content-chrome/content-chrome.fixtures';
import { contentFooter } from '../footer/content-footer';
import { contentNavigation } from './content-navigation';

const nothing = () => undefined;
const only =
  (...urls: string[]) =>
  (url: string) =>
    urls.includes(url) ? { href: `/x${url}`, external: false } : undefined;

describe('contentNavigation', () => {
  it('no content, or no link that leads to a page: the standard navigation stands in', () => {
    expect(contentNavigation(null, only('/de/auto-finden'))).toBeUndefined();
    expect(contentNavigation(navigationContent, nothing)).toBeUndefined();
  });

  it('a group keeps its children without an overview when its own link leads nowhere', () => {
    const navigation = contentNavigation(navigationContent, only('/de/auto-finden?cond[]=used'));
    expect(navigation?.main.map((entry) => [entry.label, entry.children?.map((child) => child.href)])).toEqual([
      [{ text: 'Fahrzeuge' }, ['/x/de/auto-finden?cond[]=used']],
    ]);
    expect(navigation?.cta).toEqual([]);
  });
});

describe('contentFooter', () => {
  it('no content, or nothing to show: the standard footer stands in', () => {
    expect(contentFooter(undefined, nothing)).toBeUndefined();
    const empty = { ...footerContent, linkItems: [], social: [], legalLinks: [], contactItems: [], copyrightText: ' ' };
    expect(contentFooter(empty, nothing)).toBeUndefined();
  });

  it('a contact item whose link leads nowhere keeps its text; social links must leave the site', () => {
    const footer = contentFooter(footerContent, only('/de/jobs'));
    expect(footer?.contact.map((item) => [item.value, item.link])).toEqual([
      ['+41 44 000 00 00', undefined],
      ['Multilease Schweiz, Zürich', undefined],
    ]);
    expect(footer?.social).toEqual([]);
    expect(footer?.groups).toEqual([{ title: 'Unternehmen', links: [{ label: 'Karriere', href: '/x/de/jobs', external: false }] }]);
  });
});
