import { randomUUID } from 'node:crypto';
import type { adminRpc } from '@localpros/contracts';
import { testCaller } from '@localpros/kit/testing';

/** Call options of an admin, for tests that read the admin service directly (as the BFF would for one). */
export const asTestAdmin = testCaller({ user: { id: randomUUID(), type: 'admin' } });

/** A running marketplace under test, embedded or distributed, seen from outside. */
export interface MarketplaceTarget {
  url: string;
  /** The admin read model, read through the admin service's gRPC contract. */
  listContactMessages(pageIndex: number): Promise<adminRpc.ListContactMessagesResponse>;
}

/** Every contact message the admin service holds (it pages by 10). */
export async function allContactMessages(target: MarketplaceTarget) {
  const first = await target.listContactMessages(0);
  const pages = Math.ceil(first.count / 10);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => target.listContactMessages(i + 1)),
  );
  return [first, ...rest].flatMap((page) => page.contactMessages);
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
