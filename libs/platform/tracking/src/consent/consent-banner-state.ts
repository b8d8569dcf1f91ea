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
 * The inline script (allowed by its hash, like React's): asks unless the consent cookie exists or the page runs in
 * the content tool's editing frame (the same parameters as `isEditorFrame`).
 */
export const CONSENT_ASK_SCRIPT =
  `(function(d){try{if(/(?:^|; )${CONSENT_COOKIE}=/.test(d.cookie))return;` +
  `if(self!==top&&/[?&]builder\\.(frameEditing|preview)=/.test(location.search))return;` +
  `d.documentElement.dataset.${ATTRIBUTE}='${ASK}'}catch(e){}})(document)`;

/** The banner is showing: the consent manager then loads only when the visitor uses it. */
export const bannerAsks = (doc: Document = document) => doc.documentElement.dataset[ATTRIBUTE] === ASK;

/** A choice was made (in the banner or the preferences): the banner goes. */
export function markConsentDecided(doc: Document = document): void {
  if (bannerAsks(doc)) doc.documentElement.dataset[ATTRIBUTE] = DECIDED;
}
