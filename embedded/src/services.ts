import { adminService } from '@localpros/admin';
import { billingService } from '@localpros/billing';
import type { ServiceDefinitionOf, ServiceName } from '@localpros/contracts';
import { identityService } from '@localpros/identity';
import { jobsService } from '@localpros/jobs';
import type { ServiceModule } from '@localpros/kit';
import { matchingService } from '@localpros/matching';
import { messagingService } from '@localpros/messaging';
import { notificationsService } from '@localpros/notifications';
import { quotesService } from '@localpros/quotes';

/** The services, in the order they are prepared: contracts' list (missing or extra does not compile). */
export const allServices = {
  identity: identityService,
  jobs: jobsService,
  matching: matchingService,
  quotes: quotesService,
  billing: billingService,
  notifications: notificationsService,
  admin: adminService,
  messaging: messagingService,
} as const satisfies { [N in ServiceName]: ServiceModule<ServiceDefinitionOf<N>> };
