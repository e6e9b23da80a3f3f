import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { messagingService } from './index.js';

await runServiceProcess(messagingService, {
  httpPort: servicePorts.messaging.http,
  grpcPort: servicePorts.messaging.grpc,
});
