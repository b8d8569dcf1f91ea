import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormPage } from './FormPage';

type Args = { title: string; intro?: string };

const meta = {
  title: 'Contact forms/FormPage',
  component: FormPage,
  args: {
    title: 'Kontakt',
    intro:
      'Haben Sie eine Frage zu einem Fahrzeug, zum Service oder zu Ihrem Leasing? Schreiben Sie uns – wir antworten innert eines Arbeitstages.',
  },
  render: ({ title, intro }) => (
    <FormPage title={title} intro={intro}>
      <p>Das Formular oder sein Dankeschritt folgt hier.</p>
    </FormPage>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of every page of the library: title, introduction, then the form. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  },
};

/** Without an introduction (the thanks step). */
export const WithoutIntro: Story = { args: { title: 'Vielen Dank für Ihre Anfrage', intro: undefined } };

/** French and Italian titles run longer. */
export const French: Story = {
  args: {
    title: 'Demander une brochure et une offre personnalisée pour votre prochain véhicule',
    intro:
      'Recevez la brochure de votre modèle préféré par courrier ou par e-mail. Votre concessionnaire se fera un plaisir de vous conseiller.',
  },
};
export const Italian: Story = {
  args: {
    title: 'Iscrizione alla newsletter con le ultime promozioni del vostro concessionario',
    intro:
      'Ricevete regolarmente le novità, le promozioni e gli inviti agli eventi del vostro concessionario. Potete annullare l’iscrizione in qualsiasi momento.',
  },
};
