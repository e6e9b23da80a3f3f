import type { ServiceName } from '@localpros/contracts';

/**
 * The processes the production image can run, chosen by LOCALPROS_SERVICE: contracts' one list of
 * services and the BFF (a service missing or extra here does not compile). Each loads its existing
 * entry file (the same one `npm start -w services/<name>` runs under tsx), so the compiled image
 * and the sources start a process the same way; the build makes each one its own chunk. The
 * imports are written out because the bundler needs literal paths.
 */
export const processes = {
  identity: () => import('../../services/identity/src/server.js'),
  jobs: () => import('../../services/jobs/src/server.js'),
  matching: () => import('../../services/matching/src/server.js'),
  quotes: () => import('../../services/quotes/src/server.js'),
  billing: () => import('../../services/billing/src/server.js'),
  notifications: () => import('../../services/notifications/src/server.js'),
  admin: () => import('../../services/admin/src/server.js'),
  messaging: () => import('../../services/messaging/src/server.js'),
  bff: () => import('../../bff/src/server.js'),
} as const satisfies Record<ServiceName | 'bff', () => Promise<unknown>>;

export type ProcessName = keyof typeof processes;

export const processNames = Object.keys(processes) as ProcessName[];

export const isProcessName = (value: string | undefined): value is ProcessName =>
  value !== undefined && Object.hasOwn(processes, value);
