/**
 * Tokens whose signature this BFF has already checked, with what they said. A token's signature
 * either holds or not for good (the secret is fixed for the process), so the same string need not
 * be verified again on every request; only its expiry can change that, so an entry ends with the
 * token's `exp` (and after a minute at most). Only an exact string that verified is ever found
 * here. Whether the session is still live is asked separately (the session check cache).
 */
export class VerifiedTokens<Claims> {
  private readonly entries = new Map<string, { claims: Claims; until: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly keepMs = 60_000,
  ) {}

  get(token: string, now = Date.now()): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  remember(token: string, claims: Claims, expiresAtSeconds: number | undefined, now = Date.now()): void {
    const until = Math.min(now + this.keepMs, expiresAtSeconds === undefined ? now : expiresAtSeconds * 1000);
    if (until <= now) return;
    // Bounded memory: when full, start again (the next requests verify once more).
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { claims, until });
  }
}
