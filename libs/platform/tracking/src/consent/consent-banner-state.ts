import { CONSENT_COOKIE } from './stored-consent';

/**
 * Whether the server-rendered consent banner asks (decision 0041): `<html data-consent="ask">`, set by an inline script
 * before the first paint when the visitor has no stored choice, so that the banner paints with the page (not seconds
 * later as the largest paint) and a returning visitor's cached page never flashes it. Without JavaScript nothing is
 * asked: nothing is tracked then either.
 */
const ATTRIBUTE = 'consent';
const ASK = 'ask';
const DECIDED = 'decided';

/**
 * The banner's answer until the consent manager has stored it (its chunk, catalogs and cookie take a moment): a
 * visitor who reloads or leaves at once is neither asked again nor left without the choice; the next page completes
 * it (`consent-tracking.ts`). Only "accept all" and "necessary only"; a day at most.
 */
export const PENDING_ANSWER_COOKIE = 'carweb_consent_answer';
export type PendingAnswer = 'all' | 'necessary';

/**
 * The inline script (allowed by its hash, like React's): asks unless a choice is stored (or pending) or the page runs in
 * the content tool's editing frame (the same parameters as `isEditorFrame`).
 */
export const CONSENT_ASK_SCRIPT =
  `(function(d){try{if(/(?:^|; )(?:${CONSENT_COOKIE}|${PENDING_ANSWER_COOKIE})=/.test(d.cookie))return;` +
  `if(self!==top&&/[?&]builder\\.(frameEditing|preview)=/.test(location.search))return;` +
  `d.documentElement.dataset.${ATTRIBUTE}='${ASK}'}catch(e){}})(document)`;

/** The banner is showing: the consent manager then loads only when the visitor uses it. */
export const bannerAsks = (doc: Document = document) => doc.documentElement.dataset[ATTRIBUTE] === ASK;

/** A choice was made (in the banner or the preferences): the banner goes. */
export function markConsentDecided(doc: Document = document): void {
  if (bannerAsks(doc)) doc.documentElement.dataset[ATTRIBUTE] = DECIDED;
}

/** An answer in the banner: it goes, and the answer is kept at once (see PENDING_ANSWER_COOKIE). */
export function keepAnswer(answer: PendingAnswer, doc: Document = document): void {
  markConsentDecided(doc);
  doc.cookie = `${PENDING_ANSWER_COOKIE}=${answer}; path=/; max-age=86400; samesite=lax`;
}
