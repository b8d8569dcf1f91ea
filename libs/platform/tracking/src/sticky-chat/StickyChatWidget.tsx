import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { whatsappUrl, type ChatConfig } from './chat-state';
import styles from './StickyChatWidget.module.css';

/** The phone breakpoint of StickyChatWidget.module.css. */
const PHONE_QUERY = '(max-width: 767px)';

/**
 * On a phone-width screen, whether the chat is over a form's submit button (`submit-button-clearance.ts`, loaded only
 * on a phone); the chat then yields (hidden, its box kept for the next check). Elsewhere and on wider screens never.
 */
function useOverSubmitButton(chat: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    // (jsdom has no matchMedia)
    const phone = window.matchMedia?.(PHONE_QUERY);
    if (!phone) return;
    let active = true;
    let stop: (() => void) | undefined;
    const start = () => {
      if (!phone.matches || stop) return;
      import('./submit-button-clearance').then(
        ({ watchSubmitButtons }) => {
          if (active && chat.current && !stop) stop = watchSubmitButtons(chat.current, phone, setOver);
        },
        () => undefined,
      );
    };
    start();
    phone.addEventListener('change', start);
    return () => {
      active = false;
      stop?.();
      phone.removeEventListener('change', start);
    };
  }, [chat]);
  return over;
}

/**
 * The floating chat button (SPEC §4): a link to WhatsApp with the dealer's (or the brand's default) number, in a new
 * tab, reachable with Tab (the site's focus ring) and named in the page's language; the messenger account rides along
 * for the messenger's script. `mobileOff`: not on phone-width screens. On a phone it never covers a form's submit
 * button: it yields while a form field has focus (the keyboard is up) and while a submit button is under it.
 */
export function StickyChatWidget({ config, mobileOff }: { config: ChatConfig; mobileOff: boolean }) {
  const intl = useIntl();
  const link = useRef<HTMLAnchorElement>(null);
  const yielding = useOverSubmitButton(link);
  const className = [styles['chat'], mobileOff ? styles['mobileOff'] : '', yielding ? styles['yielding'] : ''].filter(Boolean).join(' ');
  return (
    <a
      ref={link}
      className={className}
      href={whatsappUrl(config.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      data-messengerpeople-id={config.messengerpeopleId ?? undefined}
      aria-label={intl.formatMessage(messages.chatLabel)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Z"
        />
      </svg>
      <span className={styles['text']}>{intl.formatMessage(messages.chat)}</span>
    </a>
  );
}
