import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { identityService } from './index.js';

await runServiceProcess(identityService, {
  httpPort: servicePorts.identity.http,
  grpcPort: servicePorts.identity.grpc,
});
