import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import type { ModelStockLink as StockLink } from '../model-stock';
import styles from '../page.module.css';

/** The vehicles of this model in stock: a link into the vehicle market filtered by the model, with the live count. */
export function ModelStockLink({ stock, modelName }: { stock: StockLink; modelName: string }) {
  const intl = useIntl();
  return (
    <Section id="stock" title={intl.formatMessage(messages.stock)}>
      {stock.kind === 'none' ? (
        <p className={styles['muted']}>{intl.formatMessage(messages.notInStock, { model: modelName })}</p>
      ) : (
        <Link className={styles['link']} to={stock.href}>
          {stock.kind === 'inStock'
            ? intl.formatMessage(messages.inStock, { count: stock.count, model: modelName })
            : intl.formatMessage(messages.stockUnknown, { model: modelName })}
        </Link>
      )}
    </Section>
  );
}
