// The form of a rendered page as a browser holds it (jsdom): typing into it, what it keeps, what it sends.
import { JSDOM } from 'jsdom';
import type { Typed } from './lead-forms';

/** SPEC §8, the generic user message (de) */
export const GENERIC_ERROR = 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function postForm(html: string): HTMLFormElement {
  const form = new JSDOM(html).window.document.querySelector<HTMLFormElement>('form[method="post"]');
  if (!form) throw new Error('no POST form on the page');
  return form;
}

const controls = (form: HTMLFormElement, name: string) =>
  [...form.elements].filter((element): element is Control => (element as Control).name === name) as Control[];

function windowOf(node: Node): Window & typeof globalThis {
  const view = node.ownerDocument?.defaultView;
  if (!view) throw new Error('the form has no window');
  return view;
}

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof windowOf(control).HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Types every value into the form: text into inputs, choices ticked; throws when the form has no such field. */
export function fill(form: HTMLFormElement, typed: Typed): void {
  for (const [name, value] of Object.entries(typed)) {
    const found = controls(form, name);
    if (found.length === 0) throw new Error(`the form has no field ${name}`);
    const wanted = Array.isArray(value) ? value : [value];
    for (const control of found) {
      if (isChoice(control)) control.checked = wanted.includes(control.value);
      else control.value = wanted[0] ?? '';
    }
  }
}

/** What the form shows for each typed field now (a re-rendered form after an error). */
export function shown(form: HTMLFormElement, typed: Typed): Typed {
  const values: Typed = {};
  for (const [name, value] of Object.entries(typed)) {
    const found = controls(form, name);
    const checked = found.filter((control) => isChoice(control) && control.checked).map((control) => control.value);
    if (found.some(isChoice)) values[name] = Array.isArray(value) ? checked : (checked[0] ?? '');
    else values[name] = found[0]?.value ?? '';
  }
  return values;
}

/** The fields a browser sends with the form, hidden ones included, urlencoded. */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const data = new (windowOf(form).FormData)(form);
  const body = new URLSearchParams();
  for (const [name, value] of data.entries()) if (typeof value === 'string') body.append(name, value);
  return body;
}

export const sameValues = (a: Typed, b: Typed) => JSON.stringify(a) === JSON.stringify(b);
