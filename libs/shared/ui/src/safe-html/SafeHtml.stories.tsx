import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Shared/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<h2>Reifenwechsel zum Fixpreis</h2><p>Wir wechseln Ihre Räder in 30 Minuten – <strong>inklusive Einlagerung</strong>.</p>' +
      '<ul><li>Räderwechsel</li><li>Reifenhotel</li><li>Achsvermessung</li></ul>' +
      '<p>Mehr auf <a href="https://www.kia.ch/" target="_blank">kia.ch</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = {};

/** What an editor (or an attacker) might paste: only the text and harmless markup stay. */
export const HostileContent: Story = {
  args: {
    html:
      '<p onclick="alert(1)">Ein Absatz mit Klick-Handler.</p><script>alert(2)</script>' +
      '<img src="x" onerror="alert(3)" alt="Bild ohne Quelle"><a href="javascript:alert(4)">Link ohne Ziel</a>' +
      '<form action="https://evil.example/"><input name="iban"><button>Senden</button></form>' +
      '<p style="position:fixed;inset:0;background:red">Kein Overlay</p>',
  },
};

export const LongText: Story = {
  args: {
    html: Array.from(
      { length: 6 },
      (_, i) =>
        `<h3>Abschnitt ${i + 1}</h3><p>Donaudampfschifffahrtsgesellschaftskapitänsmütze – ein sehr langer Absatz, der zeigt, wie ` +
        'der Text umbricht und die Zeilenlänge lesbar bleibt, auch wenn die Redaktion viel zu sagen hat.</p>',
    ).join(''),
  },
};

export const Empty: Story = { args: { html: '' } };
