import { useIntl } from 'react-intl';
import type { SearchFilter } from '@carweb/api-contracts';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { isArrayParameter, setRange, toggleCode, type NumberParameter } from '@carweb/vehicle-market-util-search-state';
import {
  bodyIcon,
  CheckboxColorList,
  CheckboxEfficiencyList,
  CheckboxIconList,
  CheckboxList,
  RangeInput,
  RangeSelect,
  SingleCheckbox,
  TagsInput,
} from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import { colorsOf, optionsOf, stepsOf } from './criteria-values';
import type { GroupControlProps } from './group-control-props';
import { ModelControl } from './ModelControl';
import { TextSearchControl } from './TextSearchControl';
import { useStepLabels } from './step-labels';

type CodeName = Exclude<Parameters<typeof toggleCode>[1], never>;

const RANGE_PARAMETERS: Partial<Record<SearchFilter['identifier'], [NumberParameter, NumberParameter]>> = {
  km: ['kmfrom', 'kmto'],
  year: ['yearfrom', 'yearto'],
  seats: ['seatsfrom', 'seatsto'],
};

/**
 * The input a filter asks for (its inputType, SPEC §3). Its own chunk: a closed group renders no input,
 * so the inputs load when the visitor opens a group (or a set filter opens it).
 */
export default function GroupControl({ entry, draft, onChange }: GroupControlProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const { t, fromStepLabel } = useStepLabels();
  const code = entry.urlParameters[0] as CodeName;
  const selected = isArrayParameter(code) ? ((draft[code] as string[] | undefined) ?? []) : [];
  const toggle = (id: string) => onChange(toggleCode(draft, code, id));
  const common = { legend: entry.label, options: optionsOf(entry), selected, onToggle: toggle };
  switch (entry.inputType) {
    case 'checkboxListWithTopSelection':
      return <ModelControl entry={entry} draft={draft} onChange={onChange} />;
    case 'checkboxIconList':
      return <CheckboxIconList {...common} icon={bodyIcon} />;
    case 'checkboxColorList':
      return <CheckboxColorList {...common} colors={colorsOf(entry)} />;
    case 'checkboxEfficiencyList':
      return <CheckboxEfficiencyList {...common} />;
    case 'checkboxList':
      return <CheckboxList {...common} />;
    case 'tags':
      return <TagsInput {...common} />;
    case 'checkbox': {
      if (entry.identifier === 'matching' || common.options.length !== 1) {
        return <TextSearchControl entry={entry} draft={draft} onChange={onChange} />;
      }
      const [only] = common.options;
      return (
        <SingleCheckbox
          label={intl.formatMessage(messages.singleValue, { label: entry.label, value: only.label })}
          count={only.count}
          checked={selected.includes(only.id)}
          onChange={() => toggle(only.id)}
        />
      );
    }
    case 'range':
    case 'rangeSelect': {
      const [fromName, toName] = RANGE_PARAMETERS[entry.identifier] ?? (entry.urlParameters as [NumberParameter, NumberParameter]);
      const value = { from: draft[fromName], to: draft[toName] };
      const change = (next: { from?: number; to?: number }) => onChange(setRange(draft, fromName, toName, next));
      const steps = stepsOf(entry);
      if (entry.inputType === 'range' && steps.length === 0) {
        return (
          <RangeInput
            legend={entry.label}
            fromLabel={t.from}
            toLabel={t.to}
            value={value}
            min={entry.min}
            max={entry.max}
            format={(n) => formatNumber(n, locale) || '0'}
            onChange={change}
          />
        );
      }
      return (
        <RangeSelect
          legend={entry.label}
          fromLabel={t.from}
          toLabel={t.to}
          anyLabel={t.any}
          steps={steps}
          fromStepLabel={fromStepLabel(entry.identifier)}
          value={value}
          onChange={change}
        />
      );
    }
    default:
      return null;
  }
}
