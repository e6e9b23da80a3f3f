/**
 * A business with its Leads tab open: its live stream (GET /api/events, Server-Sent Events), read
 * for the whole run, noting when each job's lead_created arrives (performance.now()). The hire
 * journey waits on it for "lead reaches the business", as the web app would, instead of polling.
 */
export class LiveLeads {
  private readonly arrived = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();
  private readonly abort = new AbortController();

  private constructor() {}

  static async open(base: string, token: string): Promise<LiveLeads> {
    const live = new LiveLeads();
    const response = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'user-agent': 'localpros-loadtest' },
      signal: live.abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
    void live.read(response.body);
    return live;
  }

  /** When the job's lead reached the stream (performance.now()): now if it already has, else once it does. */
  arrival(jobId: string, timeoutMs: number): Promise<number> {
    const at = this.arrived.get(jobId);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(jobId);
        reject(new Error(`no lead for job ${jobId} on the stream within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(jobId, (arrivedAt) => {
        clearTimeout(timer);
        resolve(arrivedAt);
      });
    });
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) return;
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          this.onEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed at the end of the run (or by the server): nothing more will arrive.
    }
  }

  private onEvent(block: string): void {
    const at = performance.now();
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    if (!/^event: notification$/m.test(block) || !data) return;
    const notification = JSON.parse(data) as { kind?: string; jobId?: string | null };
    if (notification.kind !== 'lead_created' || !notification.jobId) return;
    // Only the first: a job's lead arrives once.
    if (this.arrived.has(notification.jobId)) return;
    this.arrived.set(notification.jobId, at);
    this.waiting.get(notification.jobId)?.(at);
    this.waiting.delete(notification.jobId);
  }
}
