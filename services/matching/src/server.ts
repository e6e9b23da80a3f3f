import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { matchingService } from './index.js';

await runServiceProcess(matchingService, {
  httpPort: servicePorts.matching.http,
  grpcPort: servicePorts.matching.grpc,
});
