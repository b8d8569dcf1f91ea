import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT } from '../tracking-config';
import { chatConfig, stickyChatState, whatsappUrl } from './chat-state';

describe('sticky chat (SPEC §4)', () => {
  it.each([
    ['content onlyMobileDisabled', { stickyElement: 'onlyMobileDisabled' }, false, 'mobile-off'],
    ['content Hidden', { stickyElement: 'Hidden' }, true, 'disabled'],
    ['content anything else', { stickyElement: 'Visible' }, false, 'enabled'],
    ['content without stickyElement', {}, false, 'enabled'],
    ['route undefined', null, undefined, 'enabled'],
    ['route onlyMobileDisabled', null, 'onlyMobileDisabled', 'mobile-off'],
    ['route true', undefined, true, 'enabled'],
    ['route false', undefined, false, 'disabled'],
  ] as const)('%s → %s', (_label, content, route, expected) => {
    expect(stickyChatState(content, route)).toBe(expected);
  });

  it("uses the dealer's messenger data when it has some", () => {
    expect(chatConfig({ messengerpeople: { phone: '+41 79 123 45 67', id: 'mp-1' } }, 'fr')).toEqual({
      whatsappNumber: '+41 79 123 45 67',
      messengerpeopleId: 'mp-1',
    });
  });

  it('else the per-language default (de, fr, it) with the shared WhatsApp number', () => {
    for (const locale of ['de', 'fr', 'it'] as const) {
      expect(chatConfig({ messengerpeople: null }, locale)).toEqual({
        whatsappNumber: DEFAULT_CHAT.whatsappNumber,
        messengerpeopleId: DEFAULT_CHAT.messengerpeopleId[locale],
      });
    }
    expect(chatConfig({ messengerpeople: null }, 'en').messengerpeopleId).toBe(DEFAULT_CHAT.messengerpeopleId.de);
  });

  it('links WhatsApp by digits', () => {
    expect(whatsappUrl('+41 79 123 45 67')).toBe('https://wa.me/41791234567');
  });
});
