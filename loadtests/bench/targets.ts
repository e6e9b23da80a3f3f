/**
 * The figures `npm run bench` gates on (issue 12): read routes as a share of a bare Fastify
 * hello-world's requests per second in the same run, and matching's job posted → all leads written.
 */
export type Mode = 'embedded' | 'distributed';

export interface ReadRoute {
  name: string;
  path: string;
  /** Which session the request carries, if any. */
  as: 'business' | null;
  connections: number;
  /** Minimum share of bare Fastify's req/s, per mode; absent: reported only. */
  minRatio: Partial<Record<Mode, number>>;
  /**
   * What bare Fastify does beside it: a hello-world, or the route's own body written from memory
   * (issue 26: the leads list against the cost of writing its bytes).
   */
  yardstick: 'hello-world' | 'same-body';
}

export const readRoutes: ReadRoute[] = [
  {
    name: 'GET /api/business/leads (60 leads)',
    path: '/api/business/leads',
    as: 'business',
    connections: 50,
    minRatio: { embedded: 0.25, distributed: 0.25 },
    yardstick: 'same-body',
  },
  {
    name: 'GET /api/work-category',
    path: '/api/work-category',
    as: null,
    connections: 20,
    minRatio: { embedded: 0.4, distributed: 0.4 },
    yardstick: 'hello-world',
  },
  {
    name: 'GET /api/locations',
    path: '/api/locations',
    as: null,
    connections: 20,
    minRatio: {},
    yardstick: 'hello-world',
  },
  {
    name: 'GET /api/auth/user',
    path: '/api/auth/user',
    as: 'business',
    connections: 20,
    minRatio: { embedded: 0.25 },
    yardstick: 'hello-world',
  },
];

/**
 * Matching (issue 26): the highest job rate whose p99 job posted → all leads written stays within
 * `p99Ms` (every post answered 201), times the mean leads per job, as a share of PostgreSQL's insert
 * floor for the same lead rows on the same database (insert-floor.ts), in both modes.
 */
export const matchingTarget = { p99Ms: 250, minFloorShare: 0.5 };

/**
 * The live section (issue 24): POST /api/job answered → lead on the business's stream, p99 per
 * mode (every lead delivered exactly once, also across a BFF restart); memory per idle stream.
 */
export const liveTargets = {
  p99Ms: { embedded: 1000, distributed: 1500 } satisfies Record<Mode, number>,
  maxKbPerIdleStream: 20,
};
