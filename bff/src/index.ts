export { type BffDependencies, buildBffApp } from './app.js';
export { createNetworkClients, type ServiceClients } from './clients.js';
export { type BffConfig, bffConfigSchema } from './config.js';
export type { RouteAccess, RouteKey } from './http/route-access.js';
export { defaultWebDistDir } from './web-dist.js';
