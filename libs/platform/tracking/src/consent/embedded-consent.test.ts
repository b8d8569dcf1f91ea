import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT, type ConsentChoice } from './consent-state';
import { keepAnswer, PENDING_ANSWER_COOKIE } from './consent-banner-state';
import { pendingAnswer } from './consent-pending';
import { answerConsent, resetEmbeddedConsent, runEmbeddedConsent } from './embedded-consent';
import { CONSENT_COOKIE, storedConsent } from './stored-consent';

const choices: ConsentChoice[] = [];
window.addEventListener(CONSENT_EVENT, (event) => choices.push((event as CustomEvent<ConsentChoice>).detail));

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#cc-main button')].find((candidate) => candidate.textContent?.trim() === name);

describe('the embedded consent manager (vanilla-cookieconsent)', () => {
  afterEach(() => {
    choices.length = 0;
  });

  it('asks in the page language with equal choices, stores the choice and announces it', async () => {
    await runEmbeddedConsent('fr', 'https://www.kia.ch/fr/protection-des-donnees');
    const box = document.querySelector('#cc-main [role="dialog"]');
    expect(box?.getAttribute('aria-label') ?? box?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.querySelector('#cc-main')?.textContent).toContain('Votre vie privée');
    expect(button('Tout accepter')).toBeDefined();
    expect(button('Uniquement les nécessaires')).toBeDefined();
    expect(choices).toEqual([]);

    button('Uniquement les nécessaires')?.click();
    expect(choices).toEqual([{ analytics: false, marketing: false }]);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    expect(window.carwebConsent).toEqual({ analytics: false, marketing: false });
    // what the next page reads without loading the consent manager
    expect(storedConsent(document.cookie)).toEqual({ analytics: false, marketing: false });

    // the footer's settings reopen the preferences, where the choice can change
    window.carwebConsentManager?.showPreferences();
    expect(document.querySelector('#cc-main')?.textContent).toContain('Paramètres des cookies');
    expect(document.querySelector('#cc-main a[href="https://www.kia.ch/fr/protection-des-donnees"]')).not.toBeNull();
    [...document.querySelectorAll<HTMLButtonElement>('#cc-main .pm button')]
      .find((b) => b.textContent?.trim() === 'Tout accepter')
      ?.click();
    expect(choices.at(-1)).toEqual({ analytics: true, marketing: true });
    expect(storedConsent(document.cookie)).toEqual({ analytics: true, marketing: true });
  });

  it("stores the banner's answer and forgets it as pending", async () => {
    resetEmbeddedConsent();
    keepAnswer('all');
    expect(pendingAnswer(document.cookie)).toBe('all');
    await answerConsent('all', 'de', undefined);
    expect(choices.at(-1)).toEqual({ analytics: true, marketing: true });
    expect(storedConsent(document.cookie)).toEqual({ analytics: true, marketing: true });
    expect(document.cookie).not.toContain(`${PENDING_ANSWER_COOKIE}=`);
  });
});
