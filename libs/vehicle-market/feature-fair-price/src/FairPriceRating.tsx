import { use } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@carweb/shared-util-brand';
import { formatPrice, languageOf, type Messages, type MessageId } from '@carweb/shared-util-i18n';
import { fairPriceCatalog, messages } from './messages';
import type { PriceBand } from './bands';
import type { FairPrice } from './fair-price';
import { unpackFairPrice, type PackedFairPrice } from './packed-fair-prices';
import styles from './fair-price.module.css';

const BAND_TEXT: Record<PriceBand, MessageId> = {
  veryGood: messages.veryGood,
  good: messages.good,
  fair: messages.fair,
  increased: messages.increased,
  high: messages.high,
};

export interface FairPriceRatingProps {
  /** a detail's rating, or a card's as the page data packs it */
  rating: FairPrice | PackedFairPrice;
  currency: string;
}

/**
 * The fair-price band of a used or demo vehicle, and — opened by the visitor, without JavaScript too (a native
 * details element) — how it came about: how many comparables, their price range, the estimate, and where this
 * vehicle sits, in words and on a small scale (which only repeats the words, so it is hidden from screen readers).
 * A list's card gives it packed, as the page data carries it.
 */
export function FairPriceRating({ rating: given, currency }: FairPriceRatingProps) {
  const intl = useIntl();
  const rating = Array.isArray(given) ? unpackFairPrice(given) : given;
  if (!rating) return null;
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
        <span className={styles['how']}>{intl.formatMessage(messages.how)}</span>
      </summary>
      <div className={styles['body']}>
        <p>{intl.formatMessage(messages.comparables, { count: rating.count })}</p>
        <p>
          {intl.formatMessage(messages.range, {
            lowest: money(rating.lowest),
            highest: money(rating.highest),
            estimate: money(rating.estimate),
          })}
        </p>
        <p className={styles['position']}>{intl.formatMessage(messages.position, { price: money(rating.price), percent, direction })}</p>
        <div className={styles['scale']} aria-hidden="true">
          <span className={styles['estimate']} style={{ left: at(rating.estimate) }} />
          <span className={styles['marker']} style={{ left: at(rating.price) }} />
        </div>
        <p className={styles['ends']} aria-hidden="true">
          <span>{money(rating.lowest)}</span>
          <span>{money(rating.highest)}</span>
        </p>
        <p className={styles['bands']}>{intl.formatMessage(messages.bands)}</p>
      </div>
    </details>
  );
}

/** How long a catalog that failed to load stays failed before a render asks for it again. */
export const CATALOG_RETRY_AFTER_MS = 30_000;

/**
 * A language's texts as the rating's render reads them (React's `use` needs the same promise when it retries): the
 * catalog's own, which it loads once per process or page. A catalog that cannot be loaded (its chunk or file failed: an
 * outage, not an absence) is null — no rating then, never the page — held for 30 s: the catalog forgets a failure at
 * once, so React's retry of the render that asked would ask again and again; a render after that asks again.
 */
interface HeldTexts {
  texts: Promise<Messages | null>;
  failedAt?: number;
}
const held = new Map<Locale, HeldTexts>();
function textsIn(locale: Locale): Promise<Messages | null> {
  const current = held.get(locale);
  if (current && (current.failedAt === undefined || Date.now() - current.failedAt < CATALOG_RETRY_AFTER_MS)) return current.texts;
  const entry: HeldTexts = {
    texts: fairPriceCatalog.load(locale).catch(() => {
      entry.failedAt = Date.now();
      return null;
    }),
  };
  held.set(locale, entry);
  return entry.texts;
}

/**
 * The rating with the texts of its own catalog, loaded with its code (decision 0048): the page's data carries none of
 * them (their compiled form is ≈ 2 KB), and a render that reads them does not put them there either (it reads them
 * from its own provider, not the page's).
 */
export function FairPriceRatingWithTexts(props: FairPriceRatingProps) {
  const intl = useIntl();
  const messages = use(textsIn(languageOf(intl.locale)));
  if (!messages) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      <FairPriceRating {...props} />
    </IntlProvider>
  );
}
