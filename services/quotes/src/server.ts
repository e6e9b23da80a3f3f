import { servicePorts } from '@localpros/contracts';
import { runServiceProcess } from '@localpros/kit';
import { quotesService } from './index.js';

await runServiceProcess(quotesService, { httpPort: servicePorts.quotes.http, grpcPort: servicePorts.quotes.grpc });
