/**
 * The part of Square's Web Payments SDK the card form uses
 * (https://developer.squareup.com/reference/sdks/web/payments). The card's fields live in Square's
 * own frame: the number and security code go from there to Square, and this app receives only a
 * one-time token. Outside production the script is the local stand-in's, with the same surface.
 */

export interface TokenResult {
  status: 'OK' | 'Invalid' | 'Error' | 'Abort' | 'Cancel' | 'Unknown';
  token?: string;
  /** The postcode is typed in Square's frame with the card (Square asks for it for UK cards). */
  details?: { card?: { brand?: string; last4?: string }; billing?: { postalCode?: string } };
  errors?: { field?: string; type?: string; message: string }[];
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenResult>;
  destroy(): Promise<boolean>;
}

/** Strong Customer Authentication for storing a card on file (intent STORE). */
export interface VerificationDetails {
  intent: 'STORE';
  billingContact: { givenName?: string; familyName?: string; postalCode?: string; countryCode: 'GB' };
  customerInitiated: boolean;
  sellerKeyedIn: boolean;
}

export interface SquarePayments {
  card(): Promise<SquareCard>;
  verifyBuyer(token: string, details: VerificationDetails): Promise<{ token: string; userChallenged: boolean } | null>;
}

export interface SquareSdk {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareSdk;
  }
}

/**
 * Loads the SDK's script once per page (a second form reuses the script element already there)
 * and resolves with `window.Square`.
 */
export function loadSquareSdk(sdkUrl: string): Promise<SquareSdk> {
  if (window.Square) return Promise.resolve(window.Square);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[data-square-sdk="${CSS.escape(sdkUrl)}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = sdkUrl;
      script.async = true;
      script.dataset.squareSdk = sdkUrl;
      document.head.append(script);
    }
    const loading = script;
    const failed = () => {
      // Gone, so that Retry adds it again rather than waiting on a script that already failed.
      loading.remove();
      reject(new Error('The secure card form could not load: check your connection and try again'));
    };
    script.addEventListener('load', () => (window.Square ? resolve(window.Square) : failed()), { once: true });
    script.addEventListener('error', failed, { once: true });
  });
}
