import type { FooterContent } from '@carweb/api-contracts';
import type { ResolvedLink } from '../links/dealer-links';
import type { ResolveLink } from '../navigation/content-navigation';

export interface ContentFooterLink extends ResolvedLink {
  label: string;
}

export interface ContentFooterModel {
  groups: { title: string; links: ContentFooterLink[] }[];
  contact: { type: FooterContent['contactItems'][number]['type']; label: string; value: string; link?: ResolvedLink }[];
  social: FooterContent['social'];
  legal: ContentFooterLink[];
  copyright: string;
  footnote: string;
}

const links = (items: { label: string; url: string }[], resolve: ResolveLink): ContentFooterLink[] =>
  items.flatMap((item) => {
    const link = resolve(item.url);
    return link ? [{ label: item.label, ...link }] : [];
  });

/**
 * The content service's footer (SPEC §7 multilease footer) in its order: link groups, contact items,
 * social links, legal links, copyright text and footnote. Links that lead to no page are left out
 * (a contact item keeps its text); no content or nothing to show: undefined, the standard footer stands in.
 */
export function contentFooter(content: FooterContent | null | undefined, resolve: ResolveLink): ContentFooterModel | undefined {
  if (!content) return undefined;
  const model: ContentFooterModel = {
    groups: content.linkItems
      .map((group) => ({ title: group.title, links: links(group.links, resolve) }))
      .filter((group) => group.links.length > 0),
    contact: content.contactItems.map(({ type, label, value, url }) => ({ type, label, value, link: url ? resolve(url) : undefined })),
    social: content.social.filter((social) => resolve(social.url)?.external),
    legal: links(content.legalLinks, resolve),
    copyright: content.copyrightText.trim(),
    footnote: content.footnote.trim(),
  };
  const empty = !model.groups.length && !model.contact.length && !model.social.length && !model.legal.length && !model.copyright;
  return empty ? undefined : model;
}
