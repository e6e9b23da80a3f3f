import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { jobsService } from './index.js';

await runServiceProcess(jobsService, { httpPort: servicePorts.jobs.http, grpcPort: servicePorts.jobs.grpc });
