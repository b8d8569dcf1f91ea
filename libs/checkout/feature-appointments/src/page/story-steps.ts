// Stories only: the visitor's way through the steps of a form, so each step has a story of its own.
import { fireEvent, userEvent, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';

type Canvas = ReturnType<typeof within>;

/** Text controls, not the checkboxes of contact channels that share a label (e.g. "E-Mail"). */
const TEXT_CONTROLS = 'input:not([type=checkbox]):not([type=radio]), select, textarea';

/** Fills a field by its label (a required field's label ends with " *"). */
export const fill = (canvas: Canvas, label: string, value: string) =>
  fireEvent.change(canvas.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: TEXT_CONTROLS }), { target: { value } });

/** Ticks a checkbox or radio; its options may come with data that is still loading. */
export const check = async (canvas: Canvas, label: string) => userEvent.click(await canvas.findByLabelText(label));

/** "Weiter": the step's fields are checked and the next step shows. */
export const next = async (canvas: Canvas) => userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }));

export async function fillContact(canvas: Canvas) {
  await check(canvas, 'Herr');
  fill(canvas, 'Vorname', 'Marco');
  fill(canvas, 'Nachname', 'Service');
  fill(canvas, 'E-Mail', 'marco@example.ch');
  fill(canvas, 'Telefon', '79 222 33 44');
}

/**
 * The legend of the step shown (with JavaScript one at a time; the others are hidden). A step's check waits for
 * react-hook-form, which loads when the visitor starts to use the form: wait for it with `waitFor`.
 */
export const shownStep = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLFieldSetElement>('form > fieldset')]
    .filter((step) => !step.hidden)
    .map((step) => step.querySelector('legend')?.textContent);

/** A form story starts without a draft of an earlier story and with an empty data layer. */
export function freshForm() {
  useDraftStore.setState({ drafts: {} });
  sessionStorage.clear();
  delete window.dataLayer;
}
