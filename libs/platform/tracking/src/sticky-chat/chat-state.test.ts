import { describe, expect, it } from 'vitest';
import type { BrandChat } from '@carweb/shared-util-brand';
import { chatConfig, stickyChatState, whatsappUrl } from './chat-state';

const brandChat: BrandChat = {
  whatsappNumber: '+41 44 556 32 10',
  messengerpeopleId: { de: 'kia-schweiz-de-4821', fr: 'kia-suisse-fr-4822', it: 'kia-svizzera-it-4823' },
};
const withMessenger = { messengerpeople: { phone: '+41 79 123 45 67', id: 'mp-auto-zentrum-zuerich' } };

describe('sticky chat state (SPEC §4)', () => {
  it.each([
    ['content onlyMobileDisabled', { stickyElement: 'onlyMobileDisabled' }, false, 'mobile-off'],
    ['content Hidden', { stickyElement: 'Hidden' }, true, 'disabled'],
    ['content anything else', { stickyElement: 'Visible' }, false, 'enabled'],
    ['content with stickyElement null', { stickyElement: null }, false, 'enabled'],
    ['content without stickyElement', {}, 'onlyMobileDisabled', 'enabled'],
    ['route undefined', null, undefined, 'enabled'],
    ['route onlyMobileDisabled', null, 'onlyMobileDisabled', 'mobile-off'],
    ['route true', undefined, true, 'enabled'],
    ['route false', undefined, false, 'disabled'],
  ] as const)('%s → %s', (_label, content, route, expected) => {
    expect(stickyChatState(content, route)).toBe(expected);
  });
});

describe('chat config (SPEC §4)', () => {
  it("is the dealer's messenger data when it has some, in every language", () => {
    for (const locale of ['de', 'fr', 'it', 'en'] as const) {
      expect(chatConfig(withMessenger, brandChat, locale)).toEqual({
        whatsappNumber: '+41 79 123 45 67',
        messengerpeopleId: 'mp-auto-zentrum-zuerich',
      });
    }
  });

  it("else the brand's default of the language (de, fr, it) with its shared WhatsApp number", () => {
    expect(chatConfig({ messengerpeople: null }, brandChat, 'de')).toEqual({
      whatsappNumber: '+41 44 556 32 10',
      messengerpeopleId: 'kia-schweiz-de-4821',
    });
    expect(chatConfig({ messengerpeople: null }, brandChat, 'fr')?.messengerpeopleId).toBe('kia-suisse-fr-4822');
    expect(chatConfig({ messengerpeople: null }, brandChat, 'it')?.messengerpeopleId).toBe('kia-svizzera-it-4823');
  });

  it("falls back to German's account in a language without one, and to none where German has none either", () => {
    expect(chatConfig({ messengerpeople: null }, brandChat, 'en')).toEqual({
      whatsappNumber: '+41 44 556 32 10',
      messengerpeopleId: 'kia-schweiz-de-4821',
    });
    expect(chatConfig({ messengerpeople: null }, brandChat, 'sl')?.messengerpeopleId).toBe('kia-schweiz-de-4821');
    expect(chatConfig(null, { whatsappNumber: '+41 44 556 32 10', messengerpeopleId: { fr: 'x' } }, 'it')).toEqual({
      whatsappNumber: '+41 44 556 32 10',
      messengerpeopleId: null,
    });
  });

  it("is the brand's default without a dealer (a site page)", () => {
    expect(chatConfig(null, brandChat, 'it')).toEqual({ whatsappNumber: '+41 44 556 32 10', messengerpeopleId: 'kia-svizzera-it-4823' });
  });

  it('is none where the brand has no chat config, whatever the dealer has', () => {
    expect(chatConfig(withMessenger, undefined, 'de')).toBeNull();
    expect(chatConfig(null, undefined, 'de')).toBeNull();
  });

  it('links WhatsApp by digits', () => {
    expect(whatsappUrl('+41 79 123 45 67')).toBe('https://wa.me/41791234567');
    expect(whatsappUrl(brandChat.whatsappNumber)).toBe('https://wa.me/41445563210');
  });
});
