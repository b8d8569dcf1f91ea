import { useIntl } from 'react-intl';
import { Section, SpecTable } from '@carweb/shared-ui';
import { messages } from '../messages';
import type { ModelTechData } from '../model-detail-queries';
import { techDataGroups } from './tech-data-groups';

/** Technical data of the model's variants, readable on a phone (the table scrolls, the item names stay). */
export function TechDataTable({ techData, modelName }: { techData: ModelTechData; modelName: string }) {
  const intl = useIntl();
  if (techData.entities.length === 0) return null;
  return (
    <Section id="tech-data" title={intl.formatMessage(messages.techData)}>
      <SpecTable
        caption={intl.formatMessage(messages.techDataCaption, { model: modelName })}
        scrollLabel={intl.formatMessage(messages.techDataScroll)}
        corner={intl.formatMessage(messages.techDataFeature)}
        columns={techData.entities.map((entity) => ({ id: String(entity.entityId), header: entity.name }))}
        groups={techDataGroups(techData.entities)}
      />
    </Section>
  );
}
