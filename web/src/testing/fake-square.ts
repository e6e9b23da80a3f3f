import type { SquareCard, SquareSdk, TokenResult } from '@/features/billing/lib/square-web-payments';

/**
 * Square's Web Payments SDK for jsdom tests, as `window.Square`. Its card attaches plain labelled
 * inputs where the real SDK puts Square's frame (the labels are the stand-in frame's, so a test
 * types as a browser suite does), tokenize answers `cnon:fake-<last 4>` for a plausible number,
 * and verifyBuyer answers `verf:fake`, or refuses after failVerification(). The browser suites
 * run the real stand-in (packages/payment-stand-ins) instead.
 */

export const cardFormAnswer = {
  body: {
    success: true,
    data: {
      applicationId: 'sandbox-sq0idb-test',
      locationId: 'LTEST',
      sdkUrl: 'https://square-stand-in.test/v1/square.js',
    },
  },
};

/** The next verifyBuyer refuses, as when the business fails the bank's 3-D Secure check (reset after each test). */
let verificationRefused = false;
export function failVerification(): void {
  verificationRefused = true;
}
export function resetFakeSquare(): void {
  verificationRefused = false;
}

function field(container: HTMLElement, id: string, label: string): HTMLInputElement {
  const wrapper = document.createElement('div');
  const labelElement = document.createElement('label');
  labelElement.htmlFor = id;
  labelElement.textContent = label;
  const input = document.createElement('input');
  input.id = id;
  wrapper.append(labelElement, input);
  container.append(wrapper);
  return input;
}

function fakeCard(): SquareCard {
  let inputs: { number: HTMLInputElement; expiry: HTMLInputElement; cvv: HTMLInputElement; postcode: HTMLInputElement };
  let host: HTMLElement | null = null;
  return {
    async attach(target) {
      host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!host) throw new Error('no element to attach the card to');
      inputs = {
        number: field(host, 'fake-square-number', 'Card number'),
        expiry: field(host, 'fake-square-expiry', 'Expiry (MM/YY)'),
        cvv: field(host, 'fake-square-cvv', 'Security code (CVV)'),
        postcode: field(host, 'fake-square-postcode', 'Postcode'),
      };
    },
    async tokenize(): Promise<TokenResult> {
      const digits = inputs.number.value.replace(/\D/g, '');
      if (!/^\d{12,19}$/.test(digits)) {
        return { status: 'Invalid', errors: [{ field: 'cardNumber', message: 'Enter a valid card number' }] };
      }
      return {
        status: 'OK',
        token: `cnon:fake-${digits.slice(-4)}`,
        details: { card: { last4: digits.slice(-4) }, billing: { postalCode: inputs.postcode.value.trim() } },
      };
    },
    async destroy() {
      host?.replaceChildren();
      return true;
    },
  };
}

export const fakeSquare: SquareSdk = {
  payments: () => ({
    card: async () => fakeCard(),
    verifyBuyer: async () => {
      if (!verificationRefused) return { token: 'verf:fake', userChallenged: false };
      verificationRefused = false;
      throw new Error('Authentication failed');
    },
  }),
};

/** Types a card into the fake frame, as a business would into Square's. */
export function typeCard(
  type: (label: string, value: string) => void,
  card: { number?: string; postcode?: string } = {},
): void {
  type('Card number', card.number ?? '4242 4242 4242 4242');
  type('Expiry (MM/YY)', '12/40');
  type('Security code (CVV)', '123');
  type('Postcode', card.postcode ?? 'SW4 7AA');
}
