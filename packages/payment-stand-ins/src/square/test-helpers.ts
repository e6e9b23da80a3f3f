/**
 * What the Web Payments SDK stand-in does in the browser, from Node: API-level tests get card
 * nonces and verification tokens without a browser. They call the same stand-in endpoints as the
 * card iframe and the verifyBuyer challenge.
 */

export interface TestCardDetails {
  /** With or without spaces. */
  number: string;
  expMonth: number | string;
  /** Two or four digits. */
  expYear: number | string;
  cvc: string;
  postcode: string;
}

/** The field errors the nonce endpoint answered (the same as tokenize()'s `{ status: 'Invalid' }`). */
export class TestCardInvalidError extends Error {
  constructor(readonly errors: { field: string; type: string; message: string }[]) {
    super(`Invalid card details: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
    this.name = 'TestCardInvalidError';
  }
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A card nonce ('cnon:…') for these details, as `card.tokenize()` would give. */
export async function tokenizeTestCard(standInUrl: string, card: TestCardDetails): Promise<string> {
  const { status, json } = await postJson(new URL('/stand-in/card-nonces', standInUrl).href, {
    number: card.number,
    expMonth: String(card.expMonth),
    expYear: String(card.expYear),
    cvc: card.cvc,
    postcode: card.postcode,
  });
  if (status === 400 && Array.isArray(json.errors)) throw new TestCardInvalidError(json.errors);
  if (status !== 200 || typeof json.token !== 'string') throw new Error(`Card nonce endpoint answered ${status}`);
  return json.token;
}

/**
 * A buyer verification token ('verf:…') for a nonce, as `payments.verifyBuyer()` gives. For the
 * SCA test card the challenge is completed, unless `outcome` is 'fail' (then it throws, as
 * verifyBuyer rejects).
 */
export async function verifyTestBuyer(
  standInUrl: string,
  nonce: string,
  options: { outcome?: 'complete' | 'fail' } = {},
): Promise<string> {
  const started = await postJson(new URL('/stand-in/verifications', standInUrl).href, { sourceId: nonce });
  if (started.status !== 200) throw new Error(`Verification endpoint answered ${started.status}`);
  if (typeof started.json.verificationToken === 'string') return started.json.verificationToken;
  const challengeId = started.json.challengeId;
  if (typeof challengeId !== 'string') throw new Error('Verification endpoint gave neither a token nor a challenge');
  const answered = await postJson(
    new URL(`/stand-in/verifications/${encodeURIComponent(challengeId)}`, standInUrl).href,
    { outcome: options.outcome ?? 'complete' },
  );
  if (typeof answered.json.verificationToken !== 'string') throw new Error('Your bank could not confirm this card');
  return answered.json.verificationToken;
}
