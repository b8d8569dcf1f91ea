import type { Meta, StoryObj } from '@storybook/react-vite';
import { redirect, useLoaderData } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BrandLeadFormId } from '../forms/brand-form-definitions';
import { messages } from '../messages';
import { BrandLeadPage } from './BrandLeadPage';
import { fill, freshForm, next } from './story-steps';

type State = 'form' | 'pending' | 'unavailable';
type Args = { form: BrandLeadFormId; state: State };

/** The page as its route renders it: sent after the action's 303 (`?sent`), else the form. */
function LeadPageRoute({ form, state }: Args) {
  const { sent } = useLoaderData() as { sent: boolean };
  return (
    <BrandLeadPage
      form={form}
      sent={sent}
      pending={state === 'pending'}
      unavailable={
        state === 'unavailable' ? <p>Zurzeit sind keine Probefahrten buchbar. Bitte rufen Sie uns an: 0800 93 37 35.</p> : undefined
      }
      fieldOptions={{ dealerId: [{ value: '', label: messages.noDealer }] }}
    />
  );
}

/** A brand form page of the toolbar's brand; a sent form reaches the route action, whose 303 shows the thanks step. */
const meta = {
  title: 'Brand forms/BrandLeadPage',
  args: { form: 'suzuki/contact', state: 'form' },
  argTypes: { state: { control: 'inline-radio', options: ['form', 'pending', 'unavailable'] } },
  globals: { brand: 'suzuki' },
  parameters: { route: { loaderData: (url: URL) => ({ sent: url.searchParams.has('sent') }), action: () => redirect('/?sent') } },
  beforeEach: freshForm,
  render: ({ form, state }: Args) => <LeadPageRoute form={form} state={state} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of the brand's contact form (title and introduction with the brand's name). */
export const Form: Story = {};

/**
 * The whole lead: the request, then "Anfrage senden" with the contact data missing or wrong: the error summary and
 * the spec's texts at the fields ('Dieses Feld ist erforderlich', 'Ungültige Eingabe'); corrected, it is sent
 * and the thanks step shows.
 */
export const FillSubmitWithErrorsCorrectAndSend: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the request', async () => {
      await fill(canvas, 'Betreff', 'Frage zum Suzuki Vitara Hybrid');
      await fill(canvas, 'Ihre Nachricht', 'Ist der Vitara 1.4 Hybrid Allgrip in Weiss ab Lager lieferbar?');
      await next(canvas);
    });
    await step('send with errors', async () => {
      await fill(canvas, 'Vorname', 'Laura');
      await fill(canvas, 'E-Mail', 'laura.bernasconi@');
      await userEvent.click(await canvas.findByRole('button', { name: 'Anfrage senden' }));
      const summary = await canvas.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' });
      await expect(summary).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Nachname: Dieses Feld ist erforderlich' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'E-Mail: Ungültige Eingabe' })).toBeVisible();
    });
    await step('correct and send', async () => {
      await userEvent.click(canvas.getByLabelText('Frau'));
      await fill(canvas, 'Nachname', 'Bernasconi');
      await fill(canvas, 'E-Mail', 'laura.bernasconi@example.ch');
      await fill(canvas, 'Telefon', '79 123 45 67');
      await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
      await waitFor(() => expect(canvas.getByText(/Ihre Nachricht an Suzuki Schweiz ist eingegangen/)).toBeVisible());
    });
  },
};

/** The page's data is not there yet: the frame (title) only. */
export const Pending: Story = { args: { state: 'pending' } };

/** The page cannot offer the form (e.g. no Zeekr model to test-drive): the frame with the page's message. */
export const Unavailable: Story = { globals: { brand: 'zeekr' }, args: { form: 'zeekr/contact', state: 'unavailable' } };

export const EmilFreyFrench: Story = { globals: { brand: 'emilfrey', locale: 'fr' }, args: { form: 'emilfrey/contact' } };
export const ZeekrItalian: Story = { globals: { brand: 'zeekr', locale: 'it' }, args: { form: 'zeekr/contact' } };
