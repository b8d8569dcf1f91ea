import styles from './VehicleCard.module.css';

export interface VehicleCardProps {
  href: string;
  imageUrl: string;
  /** make and model, e.g. "Kia Sportage" */
  title: string;
  /** model type, e.g. "1.6 T-GDi GT-Line" */
  subtitle: string;
  /** already formatted facts: first registration, km, fuel, … */
  facts: string[];
  /** already formatted price, e.g. "CHF 25'990.–" */
  price: string;
  tags?: string[];
}

/** Presentational vehicle teaser; the feature formats every value, so this knows no locale. */
export function VehicleCard({ href, imageUrl, title, subtitle, facts, price, tags = [] }: VehicleCardProps) {
  return (
    <a className={styles['card']} href={href}>
      <img className={styles['image']} src={imageUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
      <div className={styles['body']}>
        {tags.length > 0 && (
          <ul className={styles['tags']}>
            {tags.map((tag) => (
              <li key={tag} className={styles['tag']}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles['title']}>{title}</h3>
        <p className={styles['subtitle']}>{subtitle}</p>
        <ul className={styles['facts']}>
          {facts.filter(Boolean).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className={styles['price']}>{price}</p>
      </div>
    </a>
  );
}
