/** A form's submit buttons (a button without a type submits too). */
const SUBMIT_BUTTONS = 'form button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]';
/** room kept between the chat and a submit button */
const CLEARANCE_PX = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left - CLEARANCE_PX < b.right && b.left < a.right + CLEARANCE_PX && a.top - CLEARANCE_PX < b.bottom && b.top < a.bottom + CLEARANCE_PX;

/**
 * On a phone-width screen (`phone`), whether the chat is where a form's submit button is: the button scrolled under the
 * chat (its place at the viewport's bottom right), checked once per frame on scroll, resize and layout changes. Loaded
 * by the chat only on phones. Returns a stop function.
 */
export function watchSubmitButtons(chat: HTMLElement, phone: MediaQueryList, onChange: (over: boolean) => void): () => void {
  let frame = 0;
  const isOverSubmitButton = () => {
    const box = chat.getBoundingClientRect();
    // a chat that is off (mobile-off) has no box
    if (!phone.matches || box.width === 0) return false;
    return Array.from(document.querySelectorAll(SUBMIT_BUTTONS)).some((button) => {
      const rect = button.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && overlaps(box, rect);
    });
  };
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange(isOverSubmitButton());
    });
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  phone.addEventListener('change', schedule);
  // a form's next step or a page's late content moves the buttons without a scroll (jsdom has no ResizeObserver)
  const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  layout?.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    phone.removeEventListener('change', schedule);
    layout?.disconnect();
  };
}
