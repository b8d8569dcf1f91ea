// Stories only: the visitor's way through the steps of a brand form, so each step has a story of its own.
import { fireEvent, userEvent, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';

type Canvas = ReturnType<typeof within>;

const TEXT_CONTROLS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea';

/** Fills a field by its label (a required field's label ends with " *"); a select waits for its options. */
export async function fill(canvas: Canvas, label: string, value: string) {
  const control = await canvas.findByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: TEXT_CONTROLS });
  if (control instanceof HTMLSelectElement)
    await within(control).findByRole('option', { name: (_, option) => (option as HTMLOptionElement).value === value });
  fireEvent.change(control, { target: { value } });
}

/** "Weiter": the step's fields are checked and the next step shows. */
export const next = async (canvas: Canvas) => userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }));

/** The multilease contract step, filled, then the next step. */
export async function contractStep(canvas: Canvas) {
  await fill(canvas, 'Vertragsnummer', 'ML-2024-000123');
  await fill(canvas, 'E-Mail', 'anna@example.ch');
  await next(canvas);
}

/** The legend of the step shown (with JavaScript one at a time; wait for it: react-hook-form loads on first use). */
export const shownStep = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLFieldSetElement>('form > fieldset')]
    .filter((step) => !step.hidden)
    .map((step) => step.querySelector('legend')?.textContent);

/** A form story starts without a draft of an earlier story. */
export function freshForm() {
  useDraftStore.setState({ drafts: {} });
  sessionStorage.clear();
}
