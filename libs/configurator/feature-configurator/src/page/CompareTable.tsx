import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { compareRows, type TechGroup } from '../compare/compare-rows';
import { messages } from '../messages';
import styles from './compare.module.css';

export interface CompareColumn {
  key: string;
  name: string;
  price: number;
  /** the column's configurator */
  href?: string;
  groups: TechGroup[];
}

export interface CompareTableProps {
  caption: string;
  columns: CompareColumn[];
}

/**
 * Models or variants side by side: one column each, the row labels stay at the left edge while the columns scroll
 * sideways (375 px phones); a row whose values differ is highlighted and its label says so to screen readers.
 */
export function CompareTable({ caption, columns }: CompareTableProps) {
  const intl = useIntl();
  const id = useId();
  const locale = languageOf(intl.locale);
  const differs = intl.formatMessage(messages.compareDiffers);
  const prices = columns.map((column) => formatPrice(column.price, locale) || '–');
  const priceDiffers = new Set(prices).size > 1;
  return (
    <>
      <p className={styles['differLegend']}>
        <span className={styles['legendSwatch']} aria-hidden="true" /> {intl.formatMessage(messages.compareLegend)}
      </p>
      <p className={styles['hint']}>{intl.formatMessage(messages.compareScrollHint)}</p>
      <div className={styles['scroller']} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={styles['table']}>
          <caption id={id} className={styles['caption']}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles['rowLabel']}>
                {intl.formatMessage(messages.compareFeature)}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles['columnHead']}>
                  {column.name}
                  {column.href && (
                    <Link to={column.href} className={styles['columnLink']}>
                      {intl.formatMessage(messages.configure)}
                      <VisuallyHidden>: {column.name}</VisuallyHidden>
                    </Link>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={priceDiffers ? styles['differs'] : undefined}>
              <th scope="row" className={styles['rowLabel']}>
                {intl.formatMessage(messages.comparePrice)}
                {priceDiffers && <VisuallyHidden> ({differs})</VisuallyHidden>}
              </th>
              {prices.map((price, index) => (
                <td key={columns[index].key}>{price}</td>
              ))}
            </tr>
          </tbody>
          {compareRows(columns).map((group) => (
            <tbody key={group.id}>
              <tr>
                <th scope="colgroup" colSpan={columns.length + 1} className={styles['groupHead']}>
                  {group.name}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className={row.differs ? styles['differs'] : undefined}>
                  <th scope="row" className={styles['rowLabel']}>
                    {row.label}
                    {row.differs && <VisuallyHidden> ({differs})</VisuallyHidden>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={columns[index].key}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
