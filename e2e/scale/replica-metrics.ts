/**
 * How many JobPosted events one matching process has handled (outcome "processed"), read from the
 * process's own /metrics: the counter is per process, so replicas are told apart.
 */
export async function jobPostedHandled(opsUrl: string): Promise<number> {
  const response = await fetch(`${opsUrl}/metrics`);
  if (!response.ok) throw new Error(`${opsUrl}/metrics answered ${response.status}`);
  return processedCount(await response.text(), 'matching', 'JobPosted');
}

/** The localpros_events_consumed_total sample of this consumer and event type with outcome "processed" (0 if absent). */
export function processedCount(exposition: string, consumer: string, type: string): number {
  for (const line of exposition.split('\n')) {
    if (!line.startsWith('localpros_events_consumed_total{')) continue;
    const labels = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
    if (
      labels.includes(`consumer="${consumer}"`) &&
      labels.includes(`type="${type}"`) &&
      labels.includes('outcome="processed"')
    )
      return Number(line.slice(line.lastIndexOf('}') + 1).trim());
  }
  return 0;
}

/** gRPC calls this process has handled, every method and status together. */
export async function grpcCallsHandled(opsUrl: string): Promise<number> {
  const response = await fetch(`${opsUrl}/metrics`);
  if (!response.ok) throw new Error(`${opsUrl}/metrics answered ${response.status}`);
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('localpros_rpc_duration_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf('}') + 1).trim()), 0);
}
