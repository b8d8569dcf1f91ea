import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { whatsappUrl, type ChatConfig } from './chat-state';
import styles from './StickyChatWidget.module.css';

/** The floating chat button: WhatsApp with the dealer's (or the default) number. */
export function StickyChatWidget({ config, mobileOff }: { config: ChatConfig; mobileOff: boolean }) {
  const intl = useIntl();
  const className = [styles['chat'], mobileOff ? styles['mobileOff'] : ''].filter(Boolean).join(' ');
  return (
    <a
      className={className}
      href={whatsappUrl(config.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      data-messengerpeople-id={config.messengerpeopleId}
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
