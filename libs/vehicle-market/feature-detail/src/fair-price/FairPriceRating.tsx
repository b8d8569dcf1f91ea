import { useIntl } from 'react-intl';
import { formatPrice, languageOf, type MessageId } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import type { FairPrice, PriceBand } from './fair-price';
import styles from './fair-price.module.css';

const BAND_TEXT: Record<PriceBand, MessageId> = {
  veryGood: messages.fairPriceVeryGood,
  good: messages.fairPriceGood,
  fair: messages.fairPriceFair,
  increased: messages.fairPriceIncreased,
  high: messages.fairPriceHigh,
};

/**
 * The fair-price band of a used or demo vehicle, and — opened by the visitor, without JavaScript too (a native
 * details element) — how it came about: how many comparables, their price range, the estimate, and where this
 * vehicle sits, in words and on a small scale (which only repeats the words, so it is hidden from screen readers).
 */
export function FairPriceRating({ rating, currency }: { rating: FairPrice; currency: string }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const money = (value: number) => formatPrice(Math.round(value), locale, currency);
  const span = rating.highest - rating.lowest;
  const at = (value: number) => `${span > 0 ? Math.min(100, Math.max(0, ((value - rating.lowest) / span) * 100)) : 50}%`;
  const deviation = (rating.price - rating.estimate) / rating.estimate;
  const percent = intl.formatNumber(Math.abs(deviation), { style: 'percent', maximumFractionDigits: 0 });
  const direction = Math.round(deviation * 100) === 0 ? 'same' : deviation < 0 ? 'below' : 'above';
  return (
    <details className={styles['rating']} data-band={rating.band}>
      <summary className={styles['summary']}>
        <span className={styles['band']}>{intl.formatMessage(BAND_TEXT[rating.band])}</span>
        <span className={styles['how']}>{intl.formatMessage(messages.fairPriceHow)}</span>
      </summary>
      <div className={styles['body']}>
        <p>{intl.formatMessage(messages.fairPriceComparables, { count: rating.count })}</p>
        <p>
          {intl.formatMessage(messages.fairPriceRange, {
            lowest: money(rating.lowest),
            highest: money(rating.highest),
            estimate: money(rating.estimate),
          })}
        </p>
        <p className={styles['position']}>
          {intl.formatMessage(messages.fairPricePosition, { price: money(rating.price), percent, direction })}
        </p>
        <div className={styles['scale']} aria-hidden="true">
          <span className={styles['estimate']} style={{ left: at(rating.estimate) }} />
          <span className={styles['marker']} style={{ left: at(rating.price) }} />
        </div>
        <p className={styles['ends']} aria-hidden="true">
          <span>{money(rating.lowest)}</span>
          <span>{money(rating.highest)}</span>
        </p>
        <p className={styles['bands']}>{intl.formatMessage(messages.fairPriceBands)}</p>
      </div>
    </details>
  );
}
