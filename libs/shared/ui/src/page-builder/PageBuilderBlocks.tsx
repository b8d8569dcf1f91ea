import type { ReactNode } from 'react';
import type { PageBuilderContent } from '@carweb/api-contracts';
import { ButtonLink, buttonClassName } from '../button/Button';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import { SafeHtml } from '../safe-html/SafeHtml';
import type { LinkRenderProps } from '../vehicle-card/VehicleCard';
import styles from './PageBuilderBlocks.module.css';

export type PageBuilderBlock = PageBuilderContent['data']['blocks'][number];

export interface PageBuilderLink {
  href: string;
  /** leaves the site: opens in a new window */
  external: boolean;
}

export interface PageBuilderBlocksProps {
  blocks: readonly PageBuilderBlock[];
  /** a Button block's link (a URL, a path, or a page of the dealer such as 'contact') as an address; undefined hides the button */
  resolveLink: (link: string) => PageBuilderLink | undefined;
  /** the Hero block's headline is the page's title (h1) or a section's (h2) */
  heroHeadingLevel?: 1 | 2;
  /** a Button block's link to a page of the site (the feature's router link); a plain anchor otherwise */
  renderLink?: (props: LinkRenderProps) => ReactNode;
}

const text = (options: PageBuilderBlock['options'], key: string): string | undefined => {
  const value = options[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** An image address of the page builder: http(s) or a path of the site; anything else (javascript:, data:) is none. */
const imageUrl = (options: PageBuilderBlock['options'], key: string): string | undefined => {
  const url = text(options, key)?.trim();
  return url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : undefined;
};

export interface PageBuilderHero {
  block: PageBuilderBlock;
  headline: string;
  image: string | undefined;
}

/** The content's first Hero block with a headline, for a page that shows it in its own header (a promotion's banner and title). */
export function pageBuilderHero(blocks: readonly PageBuilderBlock[]): PageBuilderHero | undefined {
  for (const block of blocks) {
    const headline = block.component === 'Hero' ? text(block.options, 'headline') : undefined;
    if (headline) return { block, headline, image: imageUrl(block.options, 'image') };
  }
  return undefined;
}

/** The button a Button block shows: its label and resolved link, or undefined when it has either not (it is left out). */
function buttonOf(block: PageBuilderBlock, resolveLink: PageBuilderBlocksProps['resolveLink']) {
  const label = block.component === 'Button' ? text(block.options, 'text') : undefined;
  const link = label ? resolveLink(text(block.options, 'link') ?? '') : undefined;
  return label && link ? { label, link } : undefined;
}

/** Whether the content shows a button of its own (a page then leaves out its own call to action). */
export const hasPageBuilderButton = (blocks: readonly PageBuilderBlock[], resolveLink: PageBuilderBlocksProps['resolveLink']) =>
  blocks.some((block) => buttonOf(block, resolveLink) !== undefined);

type BlockProps = { block: PageBuilderBlock; priority: boolean } & Omit<PageBuilderBlocksProps, 'blocks'>;

function Block({ block, priority, resolveLink, heroHeadingLevel, renderLink }: BlockProps) {
  const { options } = block;
  switch (block.component) {
    case 'Hero': {
      const Heading = heroHeadingLevel === 1 ? 'h1' : 'h2';
      const image = imageUrl(options, 'image');
      return (
        <header className={styles['hero']}>
          {image && <ResponsiveImage className={styles['heroImage']} src={image} alt="" slot="content" priority={priority} />}
          {text(options, 'headline') && <Heading className={styles['headline']}>{text(options, 'headline')}</Heading>}
        </header>
      );
    }
    case 'Text': {
      const html = text(options, 'text');
      return html ? <SafeHtml html={html} /> : null;
    }
    case 'Image': {
      // Builder's Image block names its description `altText`; an image without one is decoration (decisions 0020, 0026)
      const image = imageUrl(options, 'image');
      return image ? (
        <ResponsiveImage className={styles['image']} src={image} alt={text(options, 'altText')?.trim() ?? ''} slot="content" />
      ) : null;
    }
    case 'Button': {
      const button = buttonOf(block, resolveLink);
      if (!button) return null;
      const { label, link } = button;
      return (
        <p className={styles['action']}>
          {link.external ? (
            <ButtonLink href={link.href} target="_blank" rel="noopener noreferrer">
              {label}
            </ButtonLink>
          ) : renderLink && !link.href.startsWith('#') ? (
            renderLink({ href: link.href, className: buttonClassName(), children: label })
          ) : (
            <ButtonLink href={link.href}>{label}</ButtonLink>
          )}
        </p>
      );
    }
    default:
      // a block this site does not know is left out rather than shown half-rendered
      return null;
  }
}

/**
 * Page-builder content (SPEC §7: 'campaign-and-news-page' for news and promotions, 'service-page') as the site's own
 * components: Hero, Text (rich text through SafeHtml), Image and Button blocks. The one renderer of builder content.
 * Pictures in the fixed sizes per device, lazy but the first Hero's of a page it titles (its LCP picture, decision 0043).
 */
export function PageBuilderBlocks({ blocks, resolveLink, heroHeadingLevel = 2, renderLink }: PageBuilderBlocksProps) {
  const pageHero = heroHeadingLevel === 1 ? blocks.find((block) => block.component === 'Hero') : undefined;
  return (
    <div className={styles['blocks']}>
      {blocks.map((block) => (
        <Block
          key={block.id}
          block={block}
          priority={block === pageHero}
          resolveLink={resolveLink}
          heroHeadingLevel={heroHeadingLevel}
          renderLink={renderLink}
        />
      ))}
    </div>
  );
}
