import { LeadDismissed, LeadListsChanged, LeadsCreated } from '@localpros/contracts';
import type { EventListening } from '@localpros/kit';
import { z } from 'zod';
import { BoundedCache } from '../bounded-cache.js';
import { entityTagOf } from '../http/entity-tag.js';

/** A business's leads list as it goes on the wire (encoded once: no request encodes it again), with its validator. */
export interface LeadList {
  body: Buffer;
  etag: string;
}

/** A list as loaded, and what it was made of: the jobs and posters whose changes change it. */
export interface LoadedLeadList {
  body: string;
  jobIds: readonly string[];
  customerIds: readonly string[];
}

interface KeptList extends LeadList {
  bytes: number;
  jobIds: readonly string[];
  customerIds: readonly string[];
}

/**
 * Matching's events that change what a business's leads list shows, each read for whose lists
 * they name (only the fields needed: a job's LeadsCreated lists hundreds of leads). Each is
 * published once matching's change has committed, so a list loaded after hearing it shows the
 * change. Interest needs no event of its own here: it takes a place (LeadListsChanged, the job).
 */
const whoseLists = {
  [LeadsCreated.type]: z
    .object({ leads: z.array(z.object({ businessId: z.string() })) })
    .transform((event) => ({ businessIds: event.leads.map((lead) => lead.businessId) })),
  [LeadDismissed.type]: z
    .object({ businessId: z.string() })
    .transform((event) => ({ businessIds: [event.businessId] })),
  [LeadListsChanged.type]: LeadListsChanged.payload,
} satisfies Record<
  string,
  z.ZodType<{ businessIds?: readonly string[]; jobIds?: readonly string[]; customerIds?: readonly string[] }>
>;

/** The events a BFF hears to keep its leads lists (k8s/nats lets its user subscribe to them). */
export const leadListEvents = [LeadsCreated, LeadDismissed, LeadListsChanged] as const;

export interface LeadListsOptions {
  /**
   * Where matching's events are heard (the in-process bus, or the BFF's NATS connection). None: no
   * list is kept, each request loads its own (a list kept without hearing its changes would be stale).
   */
  events?: EventListening;
  maxBytes: number;
  /** A backstop: a list is loaded again after this long even if no event said it changed. */
  ttlMs: number;
  now?: () => number;
}

/**
 * The businesses' leads lists this BFF keeps ready, serialised, by business: the busiest read a
 * business makes (the Leads tab, each focus and each live event) costs a map lookup while nothing
 * changed, and a list is forgotten as soon as matching says it changed (the events above), when
 * this BFF's own routes change it (interest, dismissal, a quote, a report: forget), or when
 * listening breaks (every list). A change made through another replica shows here once its event
 * arrives (milliseconds).
 */
export class LeadLists {
  private readonly lists: BoundedCache<KeptList> | undefined;
  private readonly byJob = new Map<string, Set<string>>();
  private readonly byCustomer = new Map<string, Set<string>>();
  private readonly stopListening: (() => void)[] = [];

  constructor(options: LeadListsOptions) {
    const { events } = options;
    if (!events) return;
    this.lists = new BoundedCache<KeptList>({
      maxBytes: options.maxBytes,
      ttlMs: options.ttlMs,
      keep: () => true,
      onKept: (businessId, list) => this.index(businessId, list),
      onGone: (businessId, list) => this.unindex(businessId, list),
      now: options.now,
    });
    for (const event of leadListEvents) {
      const read = whoseLists[event.type];
      if (!read) continue;
      this.stopListening.push(
        events.listen(event.type, (envelope) => {
          const whose = read.safeParse(envelope.payload);
          if (whose.success) this.forgetWhose(whose.data);
        }),
      );
    }
    if (events.onResumed) this.stopListening.push(events.onResumed(() => this.lists?.forgetAll()));
  }

  /** The business's list: kept, being loaded, or loaded now by `load`. */
  async get(businessId: string, load: () => Promise<LoadedLeadList>): Promise<LeadList> {
    if (!this.lists) return toKept(await load());
    return this.lists.get(businessId, async () => toKept(await load()));
  }

  /** This BFF just changed these businesses' lists (or heard that they changed). */
  forget(businessIds: readonly string[]): void {
    for (const businessId of businessIds) this.lists?.forget(businessId);
  }

  close(): void {
    for (const stop of this.stopListening.splice(0)) stop();
  }

  private forgetWhose(whose: {
    businessIds?: readonly string[];
    jobIds?: readonly string[];
    customerIds?: readonly string[];
  }): void {
    this.forget(whose.businessIds ?? []);
    const jobIds = whose.jobIds ?? [];
    const customerIds = whose.customerIds ?? [];
    // A list being loaded has not said yet which jobs and posters it shows: it may show these.
    if (jobIds.length || customerIds.length) this.lists?.forgetBuilds();
    for (const jobId of jobIds) this.forget([...(this.byJob.get(jobId) ?? [])]);
    for (const customerId of customerIds) this.forget([...(this.byCustomer.get(customerId) ?? [])]);
  }

  private index(businessId: string, list: KeptList): void {
    for (const jobId of list.jobIds) addTo(this.byJob, jobId, businessId);
    for (const customerId of list.customerIds) addTo(this.byCustomer, customerId, businessId);
  }

  private unindex(businessId: string, list: KeptList): void {
    for (const jobId of list.jobIds) removeFrom(this.byJob, jobId, businessId);
    for (const customerId of list.customerIds) removeFrom(this.byCustomer, customerId, businessId);
  }
}

function toKept(loaded: LoadedLeadList): KeptList {
  const body = Buffer.from(loaded.body);
  return { body, etag: entityTagOf(body), bytes: body.length, jobIds: loaded.jobIds, customerIds: loaded.customerIds };
}

function addTo(index: Map<string, Set<string>>, key: string, businessId: string): void {
  const set = index.get(key);
  if (set) set.add(businessId);
  else index.set(key, new Set([businessId]));
}

function removeFrom(index: Map<string, Set<string>>, key: string, businessId: string): void {
  const set = index.get(key);
  set?.delete(businessId);
  if (set?.size === 0) index.delete(key);
}
