import type { PageBuilderContent } from '@carweb/api-contracts';
import { ButtonLink } from '../button/Button';
import { SafeHtml } from '../safe-html/SafeHtml';
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

function Block({ block, resolveLink, heroHeadingLevel }: { block: PageBuilderBlock } & Omit<PageBuilderBlocksProps, 'blocks'>) {
  const { options } = block;
  switch (block.component) {
    case 'Hero': {
      const Heading = heroHeadingLevel === 1 ? 'h1' : 'h2';
      const image = imageUrl(options, 'image');
      return (
        <header className={styles['hero']}>
          {image && <img className={styles['heroImage']} src={image} alt="" />}
          {text(options, 'headline') && <Heading className={styles['headline']}>{text(options, 'headline')}</Heading>}
        </header>
      );
    }
    case 'Text': {
      const html = text(options, 'text');
      return html ? <SafeHtml html={html} /> : null;
    }
    case 'Image': {
      const image = imageUrl(options, 'image');
      return image ? <img className={styles['image']} src={image} alt={text(options, 'altText') ?? ''} /> : null;
    }
    case 'Button': {
      const label = text(options, 'text');
      const link = label ? resolveLink(text(options, 'link') ?? '') : undefined;
      if (!label || !link) return null;
      return (
        <p className={styles['action']}>
          <ButtonLink href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {label}
          </ButtonLink>
        </p>
      );
    }
    default:
      // a block this site does not know is left out rather than shown half-rendered
      return null;
  }
}

/**
 * Page-builder content (SPEC §7: 'campaign-and-news-page', 'service-page') as the site's own
 * components: Hero, Text (rich text through SafeHtml), Image and Button blocks.
 */
export function PageBuilderBlocks({ blocks, resolveLink, heroHeadingLevel = 2 }: PageBuilderBlocksProps) {
  return (
    <div className={styles['blocks']}>
      {blocks.map((block) => (
        <Block key={block.id} block={block} resolveLink={resolveLink} heroHeadingLevel={heroHeadingLevel} />
      ))}
    </div>
  );
}
