import { SafeHtml } from '@carweb/shared-ui';
import type { PromotionBlock } from './builder-blocks';
import { CtaLink } from './CtaLink';
import styles from '../promotions.module.css';

/** The page-builder blocks below the hero; rich text only through the shared sanitizer. */
export function BuilderBlocks({ blocks }: { blocks: readonly PromotionBlock[] }) {
  return (
    <div className={styles['blocks']}>
      {blocks.map((block) => {
        switch (block.kind) {
          case 'hero':
            return (
              <h2 key={block.id} className={styles['blockHeadline']}>
                {block.headline}
              </h2>
            );
          case 'text':
            return <SafeHtml key={block.id} html={block.html} />;
          case 'image':
            return <img key={block.id} className={styles['blockImage']} src={block.src} alt={block.alt} loading="lazy" />;
          case 'button':
            return (
              <CtaLink key={block.id} link={block}>
                {block.text}
              </CtaLink>
            );
        }
      })}
    </div>
  );
}
