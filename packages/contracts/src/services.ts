import { AdminServiceService } from './grpc/admin.js';
import { BillingServiceService } from './grpc/billing.js';
import { IdentityServiceService } from './grpc/identity.js';
import { JobsServiceService } from './grpc/jobs.js';
import { MatchingServiceService } from './grpc/matching.js';
import { MessagingServiceService } from './grpc/messaging.js';
import { NotificationsServiceService } from './grpc/notifications.js';
import { QuotesServiceService } from './grpc/quotes.js';

/** The services' gRPC contracts, by service name: one place to look a contract up. */
export const serviceContracts = {
  identity: { serviceName: 'localpros.identity.v1.IdentityService', definition: IdentityServiceService },
  jobs: { serviceName: 'localpros.jobs.v1.JobsService', definition: JobsServiceService },
  matching: { serviceName: 'localpros.matching.v1.MatchingService', definition: MatchingServiceService },
  quotes: { serviceName: 'localpros.quotes.v1.QuotesService', definition: QuotesServiceService },
  billing: { serviceName: 'localpros.billing.v1.BillingService', definition: BillingServiceService },
  notifications: {
    serviceName: 'localpros.notifications.v1.NotificationsService',
    definition: NotificationsServiceService,
  },
  admin: { serviceName: 'localpros.admin.v1.AdminService', definition: AdminServiceService },
  messaging: { serviceName: 'localpros.messaging.v1.MessagingService', definition: MessagingServiceService },
} as const;

export type ServiceName = keyof typeof serviceContracts;
export type ServiceDefinitionOf<N extends ServiceName> = (typeof serviceContracts)[N]['definition'];
export const serviceNames = Object.keys(serviceContracts) as ServiceName[];

/** Default ports of each service process in distributed mode: HTTP (health, metrics) and gRPC. */
export const servicePorts: Record<ServiceName, { http: number; grpc: number }> = {
  identity: { http: 4101, grpc: 5101 },
  jobs: { http: 4102, grpc: 5102 },
  matching: { http: 4103, grpc: 5103 },
  quotes: { http: 4104, grpc: 5104 },
  billing: { http: 4105, grpc: 5105 },
  notifications: { http: 4106, grpc: 5106 },
  admin: { http: 4107, grpc: 5107 },
  messaging: { http: 4108, grpc: 5108 },
};
