import { useIntl } from 'react-intl';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { withColor } from '../configuration/configuration-url';
import { messages } from '../messages';
import { ChoiceList } from './ChoiceList';
import type { StepProps } from './VariantStep';
import styles from './configurator.module.css';

/** Step 2: the variant's colours, each a swatch with its name and surcharge. */
export function ColorStep({ configuration, hrefOf }: StepProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  return (
    <ChoiceList
      title={intl.formatMessage(messages.stepColor)}
      layout="swatches"
      choices={configuration.entity.colors.map((color) => ({
        key: color.colorCode,
        href: hrefOf(withColor(configuration, color.colorCode)),
        chosen: color.colorCode === configuration.colorCode,
        before: <span className={styles['swatch']} style={{ background: color.hex }} aria-hidden="true" />,
        children: (
          <>
            <span className={styles['choiceName']}>{color.name}</span>
            <span className={styles['choicePrice']}>
              {color.price > 0
                ? intl.formatMessage(messages.surcharge, { price: formatPrice(color.price, locale) })
                : intl.formatMessage(messages.noSurcharge)}
            </span>
          </>
        ),
      }))}
    />
  );
}
