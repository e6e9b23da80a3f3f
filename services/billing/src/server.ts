import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { billingService } from './index.js';

await runServiceProcess(billingService, { httpPort: servicePorts.billing.http, grpcPort: servicePorts.billing.grpc });
