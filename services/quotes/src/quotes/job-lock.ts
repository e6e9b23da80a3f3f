import { advisoryXactLock, type Tx } from '@localpros/kit';

/**
 * Everything that changes the quotes of one job (send, accept, cancel, the job's cancellation)
 * takes this lock first, so they happen one after the other and each sees what the one before
 * committed. Different jobs never wait for each other.
 */
export const lockJobQuotes = (tx: Tx, jobId: string) => advisoryXactLock(tx, `quotes-job:${jobId}`);
