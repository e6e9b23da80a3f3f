import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { adminService } from './index.js';

await runServiceProcess(adminService, { httpPort: servicePorts.admin.http, grpcPort: servicePorts.admin.grpc });
