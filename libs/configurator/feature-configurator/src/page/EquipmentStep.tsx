import { useIntl } from 'react-intl';
import type { ConfiguratorEntity } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { includedByPackages } from '../configuration/configuration-price';
import { withItemToggled } from '../configuration/configuration-url';
import { messages } from '../messages';
import { ChoiceList } from './ChoiceList';
import type { StepProps } from './VariantStep';
import styles from './configurator.module.css';

type Category = ConfiguratorEntity['equipment'][number]['category'];

/**
 * Step 3: packages, then options — each link adds the item, or takes it back when it is chosen. Standard equipment is
 * listed as included (the variant's price has it).
 */
export function EquipmentStep({ configuration, hrefOf }: StepProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const { equipment } = configuration.entity;
  const chosen = new Set(configuration.items);
  const included = includedByPackages(configuration.entity, configuration.items);
  const standard = equipment.filter((item) => item.standard).map((item) => item.name);
  const group = (category: Category, title: string) => {
    const items = equipment.filter((item) => item.category === category && !item.standard);
    if (items.length === 0) return null;
    return (
      <ChoiceList
        key={category}
        title={title}
        layout="rows"
        level={3}
        chosenText={intl.formatMessage(messages.chosen)}
        choices={items.map((item) => ({
          key: item.code,
          href: hrefOf(withItemToggled(configuration, item.code)),
          chosen: chosen.has(item.code),
          before: <span className={styles['checkbox']} aria-hidden="true" />,
          children: (
            <>
              <span className={styles['choiceName']}>{item.name}</span>
              <span className={styles['choicePrice']}>
                {included.has(item.code)
                  ? intl.formatMessage(messages.inPackage)
                  : intl.formatMessage(messages.surcharge, { price: formatPrice(item.price, locale) })}
              </span>
            </>
          ),
        }))}
      />
    );
  };
  return (
    <div className={styles['equipment']}>
      <h2 className={styles['stepTitle']}>{intl.formatMessage(messages.stepEquipment)}</h2>
      {group('package', intl.formatMessage(messages.packages))}
      {group('option', intl.formatMessage(messages.options))}
      {standard.length > 0 && (
        <p className={styles['muted']}>{intl.formatMessage(messages.standardItems, { items: standard.join(', ') })}</p>
      )}
    </div>
  );
}
