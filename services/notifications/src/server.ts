import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { notificationsService } from './index.js';

await runServiceProcess(notificationsService, {
  httpPort: servicePorts.notifications.http,
  grpcPort: servicePorts.notifications.grpc,
});
