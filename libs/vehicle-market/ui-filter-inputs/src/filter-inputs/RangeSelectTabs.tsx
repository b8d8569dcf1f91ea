import { Tabs } from '@carweb/shared-ui';
import { RangeSelect, type RangeSelectProps } from './RangeSelect';

export interface RangeSelectTab extends Omit<RangeSelectProps, 'legend' | 'hideLegend'> {
  id: string;
  label: string;
}

export interface RangeSelectTabsProps {
  legend: string;
  tabs: RangeSelectTab[];
  activeTab: string;
  onTabChange: (id: string) => void;
}

/** rangeSelectTabs: one range select per tab, e.g. purchase price or monthly leasing rate. */
export function RangeSelectTabs({ legend, tabs, activeTab, onTabChange }: RangeSelectTabsProps) {
  return (
    <Tabs
      label={legend}
      size="small"
      selected={activeTab}
      onSelect={onTabChange}
      tabs={tabs.map(({ id, label, ...select }) => ({
        id,
        label,
        content: <RangeSelect {...select} legend={label} hideLegend />,
      }))}
    />
  );
}
