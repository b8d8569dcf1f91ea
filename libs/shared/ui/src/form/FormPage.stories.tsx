import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormPage, formPageStyles } from './FormPage';

type Args = { title: string; intro?: string };

const meta = {
  title: 'Shared/FormPage',
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

/** The frame of every lead-form page: title, introduction, then the form. */
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

/** A long title and introduction wrap (a multilease request). */
export const LongTexts: Story = {
  args: {
    title: 'Änderung der Rechnungs- und Korrespondenzadresse für bestehende Leasingverträge',
    intro:
      'Teilen Sie uns Ihre neue Adresse mit: Wir passen Ihren Leasingvertrag, die Rechnungsadresse und die Korrespondenz an. Bitte halten Sie Ihre Vertragsnummer bereit – Sie finden sie oben rechts auf jeder Monatsrechnung.',
  },
};

/** The page cannot offer its form (no models): the notice instead; a note beside a step. */
export const NoticeAndNote: Story = {
  render: ({ title }) => (
    <FormPage title={title}>
      <p className={formPageStyles['note']}>Wir senden gedruckte Prospekte nur an Adressen in der Schweiz.</p>
      <p className={formPageStyles['notice']}>Für diese Marke sind zurzeit keine Prospekte verfügbar.</p>
    </FormPage>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/keine Prospekte verfügbar/)).toBeVisible();
  },
};

/** What the form is about beside it (the brochure request's configuration); one column on a phone. */
export const WithAside: Story = {
  render: ({ title, intro }) => (
    <FormPage title={title} intro={intro} aside={<aside aria-label="Kia Stonic">Kia Stonic, ab CHF 24'950.–</aside>}>
      <p>Das Formular oder sein Dankeschritt folgt hier.</p>
    </FormPage>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Kia Stonic' })).toBeVisible();
  },
};
