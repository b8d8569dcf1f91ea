// Stories only: the visitor's way through the steps of a brand form, so each step has a story of its own.
import { fireEvent, userEvent, within } from 'storybook/test';

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
