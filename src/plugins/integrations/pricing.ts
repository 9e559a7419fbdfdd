/**
 * Pricing sentences that several integrations share, written once. Kept out of
 * schema.ts so the integration page can import them without pulling the
 * validation library into the browser bundle.
 */

import {planLicenseEnv} from '../../data/licenseKeys';

/** Variable an EventCatalog Scale plan key is read from, by the generators and the catalog alike. */
export const scaleLicenseEnv = planLicenseEnv.Scale;

/**
 * What every licensed `@eventcatalog/generator-*` package does with its key
 * (the generators' shared licence check ends the process when it fails).
 */
export const generatorLicenceNote = 'The generator checks the key each time it runs and stops without one.';

/** The shared note an integration's pricing panel shows before its own `pricingDescription`, if any. */
export function sharedPricingNote(integration: {pricing?: string; install?: string}): string | undefined {
  if (integration.pricing === 'licence' && /(^|\s)@eventcatalog\/generator-/.test(integration.install ?? '')) {
    return generatorLicenceNote;
  }
  return undefined;
}
