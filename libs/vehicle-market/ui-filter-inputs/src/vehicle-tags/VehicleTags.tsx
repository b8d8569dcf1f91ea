import styles from './VehicleTags.module.css';

export type VehicleTagTone = 'reserved' | 'highlight' | 'neutral';

export interface VehicleTag {
  label: string;
  tone: VehicleTagTone;
}

/** The tags of a vehicle (young-used programme, reserved, top vehicle, top deal), on a card or on the detail page. */
export function VehicleTags({
  tags,
  size = 'small',
  className = '',
}: {
  tags: readonly VehicleTag[];
  size?: 'small' | 'large';
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles['tags']} ${className}`}>
      {tags.map((tag) => (
        <li key={tag.label} className={`${styles['tag']} ${styles[size]} ${styles[tag.tone]}`}>
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
