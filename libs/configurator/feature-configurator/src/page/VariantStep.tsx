import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ConfiguratorModel } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { withVariant, type Configuration } from '../configuration/configuration-url';
import { messages } from '../messages';
import { ChoiceList } from './ChoiceList';
import styles from './configurator.module.css';

export interface StepProps {
  model: ConfiguratorModel;
  configuration: Configuration;
  /** the URL of a configuration on this page */
  hrefOf: (configuration: Configuration) => string;
}

/** Step 1: the variant (trim × engine) with its facts and price; the comparison of the model's variants. */
export function VariantStep({ model, configuration, hrefOf, compareHref }: StepProps & { compareHref: string }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  return (
    <ChoiceList
      title={intl.formatMessage(messages.stepVariant)}
      choices={model.entities.map((entity) => ({
        key: entity.entitySlug,
        href: hrefOf(withVariant(configuration, entity)),
        chosen: entity.entityId === configuration.entity.entityId,
        children: (
          <>
            <strong className={styles['choiceName']}>{entity.name}</strong>
            <span className={styles['choiceFacts']}>
              {intl.formatMessage(messages.variantFacts, {
                power: entity.powerKw,
                fuel: entity.fuel,
                transmission: entity.transmission,
                drive: entity.drive,
              })}
            </span>
            <span className={styles['choicePrice']}>
              {intl.formatMessage(messages.priceFrom, { price: formatPrice(entity.price, locale) })}
            </span>
          </>
        ),
      }))}
    >
      {model.entities.length > 1 && (
        <p className={styles['stepLink']}>
          <Link to={compareHref}>{intl.formatMessage(messages.compareVariants)}</Link>
        </p>
      )}
    </ChoiceList>
  );
}
