import { adminService } from '@localpros/admin';
import { billingService } from '@localpros/billing';
import { identityService } from '@localpros/identity';
import { jobsService } from '@localpros/jobs';
import { matchingService } from '@localpros/matching';
import { notificationsService } from '@localpros/notifications';
import { quotesService } from '@localpros/quotes';

/** The seven services, in the order they are prepared. */
export const allServices = {
  identity: identityService,
  jobs: jobsService,
  matching: matchingService,
  quotes: quotesService,
  billing: billingService,
  notifications: notificationsService,
  admin: adminService,
} as const;
