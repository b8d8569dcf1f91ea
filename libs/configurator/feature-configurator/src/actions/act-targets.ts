import { dealerPagePath, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import { CONFIGURATION_PARAMS } from '../configuration/configuration-url';

/** Where a configuration can go (decision 0035): the dealer's forms that take a saved configuration's code. */
export const ACT_TARGETS = ['testDrive', 'offer', 'reservation', 'brochure'] as const;
export type ActTarget = (typeof ACT_TARGETS)[number];

/** The intent of the configurator's POST: save only, or save and go to a target. */
export const SAVE_INTENT = 'save';
export type ConfiguratorIntent = typeof SAVE_INTENT | ActTarget;

/** Site level: the dealer chooser for a target, after the save (`?configurationCode=…&target=testDrive#dealers`). */
export const TARGET_PARAM = 'target';
export const DEALER_CHOOSER_ID = 'dealers';

const TARGET_ROUTES: Record<ActTarget, { key: RouteKey; withSlug: boolean }> = {
  // the model test drive with a code is the configurator's test drive (SPEC §7 configurator-model-test-drive)
  testDrive: { key: 'modelTestDrive', withSlug: true },
  offer: { key: 'modelOfferForm', withSlug: true },
  reservation: { key: 'unspecificReservationPayment', withSlug: false },
  brochure: { key: 'brochures', withSlug: false },
};

export const isActTarget = (value: unknown): value is ActTarget => ACT_TARGETS.includes(value as ActTarget);

/** A dealer's form for a saved configuration, e.g. {base}/modell-probefahrt/stonic?configurationCode=K7Q2M9AB. */
export function actTargetHref(base: DealerBase, target: ActTarget, modelSlug: string, configurationCode: string): string {
  const { key, withSlug } = TARGET_ROUTES[target];
  const path = withSlug ? dealerPagePath(base, key, modelSlug) : dealerPagePath(base, key);
  return `${path}?${CONFIGURATION_PARAMS.code}=${encodeURIComponent(configurationCode)}`;
}
