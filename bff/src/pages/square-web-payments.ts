/**
 * Square's Web Payments SDK, as the browser loads it: the card fields live in Square's frame, so a
 * card number never crosses our pages or servers. Production loads Square's own script; elsewhere
 * the local stand-in's (packages/payment-stand-ins), set by whoever started the marketplace.
 */

/** Square's production script (https://developer.squareup.com/docs/web-payments/overview). */
export const SQUARE_WEB_PAYMENTS_SDK = 'https://web.squarecdn.com/v1/square.js';

/**
 * The hosts Square's SDK (live or sandbox) loads from, frames and calls (Square's CSP guidance for
 * the Web Payments SDK); any other SDK origin (the stand-in) is allowed on its own.
 */
const squareHosts = [
  'https://*.squarecdn.com',
  'https://*.squareup.com',
  'https://*.squareupsandbox.com',
  'https://pci-connect.squareup.com',
];

export interface CardFormSettings {
  applicationId: string;
  locationId: string;
  sdkUrl: string;
}

/** What the card form needs, or null when card payments are not set up (a test BFF on its own). */
export function cardFormSettings(config: {
  SQUARE_APPLICATION_ID?: string;
  SQUARE_LOCATION_ID?: string;
  SQUARE_WEB_PAYMENTS_SDK_URL?: string;
}): CardFormSettings | null {
  const { SQUARE_APPLICATION_ID: applicationId, SQUARE_LOCATION_ID: locationId } = config;
  if (!applicationId || !locationId) return null;
  return { applicationId, locationId, sdkUrl: config.SQUARE_WEB_PAYMENTS_SDK_URL ?? SQUARE_WEB_PAYMENTS_SDK };
}

/** The Content-Security-Policy sources the card form needs (script, frame and connect). */
export function cardFormCspSources(settings: CardFormSettings | null): string[] {
  if (!settings) return [];
  const url = new URL(settings.sdkUrl);
  // Square's script, live or sandbox, needs Square's hosts; a stand-in only its own origin.
  return url.protocol === 'https:' && url.hostname.endsWith('.squarecdn.com') ? squareHosts : [url.origin];
}
