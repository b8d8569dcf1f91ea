/** A group of technical data as the model service answers it for a model or a variant. */
export interface TechGroup {
  id: string;
  name: string;
  items: { label: string; value: string }[];
}

export interface CompareRow {
  label: string;
  /** one value per column, '–' where a column has none */
  values: string[];
  /** the columns do not all say the same */
  differs: boolean;
}

export interface CompareGroup {
  id: string;
  name: string;
  rows: CompareRow[];
}

/** The comparison's rows: every group and label any column has, in the order they first appear, values side by side. */
export function compareRows(columns: readonly { groups: readonly TechGroup[] }[]): CompareGroup[] {
  const groups = new Map<string, { name: string; labels: string[] }>();
  for (const column of columns) {
    for (const group of column.groups) {
      const known = groups.get(group.id) ?? { name: group.name, labels: [] };
      for (const item of group.items) if (!known.labels.includes(item.label)) known.labels.push(item.label);
      groups.set(group.id, known);
    }
  }
  return [...groups].map(([id, { name, labels }]) => ({
    id,
    name,
    rows: labels.map((label) => {
      const values = columns.map(
        (column) => column.groups.find((group) => group.id === id)?.items.find((item) => item.label === label)?.value ?? '–',
      );
      return { label, values, differs: new Set(values).size > 1 };
    }),
  }));
}
