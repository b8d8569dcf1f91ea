import type { BrandConfig } from '@carweb/shared-util-brand';
import styles from './navigation.module.css';

const HEIGHT = 32;

/** The brand's mark as its config draws it, 32 px high; its accessible name is the brand's display name. */
export function BrandLogo({ brand }: { brand: Pick<BrandConfig, 'displayName' | 'logo'> }) {
  const [, , width = 1, height = 1] = brand.logo.viewBox.split(' ').map(Number);
  return (
    <svg
      className={styles['logo']}
      viewBox={brand.logo.viewBox}
      width={Math.round((HEIGHT * width) / height)}
      height={HEIGHT}
      role="img"
      aria-label={brand.displayName}
      focusable="false"
    >
      {brand.logo.shapes.map((shape, index) => (
        <path
          key={index}
          d={shape.d}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
