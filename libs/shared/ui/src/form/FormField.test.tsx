import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup, FormField, type FieldIds } from './FormField';

afterEach(cleanup);

const input = (ids: FieldIds) => <input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid || undefined} />;

describe('FormField', () => {
  it('wires the label to the control; required is marked * for the eye only', () => {
    render(
      <FormField id="field-contact-firstName" label="Vorname" required>
        {input}
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Vorname' });
    expect(control.id).toBe('field-contact-firstName');
    expect(screen.getByLabelText('Vorname *')).toBe(control);
    expect(document.querySelector('label span')?.getAttribute('aria-hidden')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBeNull();
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });

  it('describes the control by its hint', () => {
    render(
      <FormField id="field-contact-phone" label="Telefon" hint="Ohne Vorwahl">
        {input}
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Telefon' });
    expect(control.getAttribute('aria-describedby')).toBe('field-contact-phone-hint');
    expect(document.getElementById('field-contact-phone-hint')?.textContent).toBe('Ohne Vorwahl');
  });

  it('describes the control by its hint and its error, and marks it invalid', () => {
    render(
      <FormField id="field-contact-phone" label="Telefon" hint="Ohne Vorwahl" error="Ungültige Eingabe">
        {input}
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Telefon' });
    expect(control.getAttribute('aria-describedby')).toBe('field-contact-phone-hint field-contact-phone-error');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('field-contact-phone-error')?.textContent).toBe('Ungültige Eingabe');
    expect(control.closest('[data-invalid]')?.getAttribute('data-invalid')).toBe('true');
  });

  it('hands the ids to the control: an error alone describes it', () => {
    let given: FieldIds | undefined;
    render(
      <FormField id="f" label="Ort" error="Dieses Feld ist erforderlich">
        {(ids) => {
          given = ids;
          return input(ids);
        }}
      </FormField>,
    );
    expect(given).toEqual({ id: 'f', describedBy: 'f-error', invalid: true });
  });
});

describe('ChoiceGroup', () => {
  it('names the group by its legend and describes it by hint and error', () => {
    render(
      <ChoiceGroup id="field-contact-gender" legend="Anrede" required hint="Bitte wählen" error="Dieses Feld ist erforderlich">
        <label>
          <input type="radio" name="g" value="f" /> Frau
        </label>
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Anrede' });
    expect(group.id).toBe('field-contact-gender');
    expect(group.getAttribute('aria-describedby')).toBe('field-contact-gender-hint field-contact-gender-error');
    expect(screen.getByRole('radio', { name: 'Frau' })).toBeTruthy();
  });
});
