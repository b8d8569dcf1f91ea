import styles from './EfficiencyLabel.module.css';

/** Swiss energy label colours, A (best) … G. */
export const EFFICIENCY_COLORS: Record<string, string> = {
  A: '#00843d',
  B: '#4ba946',
  C: '#b7d433',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
};

const DARK_TEXT = new Set(['C', 'D', 'E']);

/** An energy efficiency class as the arrow-shaped coloured label of the Swiss energy label. */
export function EfficiencyLabel({ value, label, decorative = false }: { value: string; label?: string; decorative?: boolean }) {
  const color = EFFICIENCY_COLORS[value] ?? '#8a8a8a';
  return (
    <span
      className={styles['label']}
      style={{ background: color, color: DARK_TEXT.has(value) ? '#111' : '#fff' }}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : label}
      role={decorative ? undefined : 'img'}
    >
      {value}
    </span>
  );
}
