import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CardGrid, Section } from './Section';

interface Args {
  title?: string;
  id?: string;
  cards: string[];
}

function card(text: string): ReactNode {
  return (
    <li key={text} style={{ border: '1px solid var(--color-border, #ccc)', padding: '1rem' }}>
      {text}
    </li>
  );
}

/** A page section with its heading and a card grid (a list, so screen readers announce the count). */
const meta = {
  title: 'Shared/Section',
  args: {
    title: 'Unsere Dienstleistungen',
    id: 'services',
    cards: ['Reifenwechsel', 'Klimaservice', 'Motorfahrzeugkontrolle (MFK)', 'Unfallreparatur'],
  },
  render: ({ title, id, cards }) => (
    <Section title={title} id={id}>
      <CardGrid>{cards.map(card)}</CardGrid>
    </Section>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCardGrid: Story = {};
export const French: Story = {
  args: { title: 'Nos prestations', cards: ['Changement de pneus', 'Service climatisation', 'Expertise (contrôle technique)'] },
};
/** Without a heading the section is not labelled (no empty heading). */
export const Untitled: Story = { args: { title: undefined, id: undefined } };
export const EmptyGrid: Story = { args: { cards: [] } };
export const LongTexts: Story = {
  args: {
    title: 'Alle Dienstleistungen rund um Ihr Fahrzeug: Wartung, Reparatur, Reifen, Karosserie und Lack aus einer Hand',
    cards: [
      'Motorfahrzeugkontrolle (MFK) inklusive Vorbereitung, Vorführung beim Strassenverkehrsamt und Nachkontrolle',
      'Reifenwechsel und Einlagerung',
    ],
  },
};
