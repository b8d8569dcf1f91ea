// Stories only: the visitor's way through the steps of a form, so each step has a story of its own.
import { fireEvent, userEvent, within } from 'storybook/test';

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
