export * from './events/index.js';
export * from './forms/accounts.js';
export * from './forms/contact-message.js';
export * as adminRpc from './grpc/admin.js';
export * as identityRpc from './grpc/identity.js';
export * as jobsRpc from './grpc/jobs.js';
export * as notificationsRpc from './grpc/notifications.js';
export * from './reference-ids.js';
export * from './services.js';
