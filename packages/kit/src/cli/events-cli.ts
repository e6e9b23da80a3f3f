import { parseArgs } from 'node:util';
import { connect } from 'nats';
import { z } from 'zod';
import { type DeadLetter, listDeadLetters, readDeadLetter, replayDeadLetter } from '../bus/dead-letters.js';
import { busNames } from '../bus/nats-bus.js';
import { natsConnection } from '../bus/nats-url.js';
import { commonConfigShape } from '../config/common.js';

export const eventsCliUsage = `Dead letters: events a subscriber failed to handle, kept for an operator (docs/runbooks/dead-letters.md).

  npm run events -- dead-letters list [--service <name>]
  npm run events -- dead-letters show <id>
  npm run events -- dead-letters replay <id>
  npm run events -- dead-letters replay --all [--service <name>]

Connects like the services: NATS_URL (required), BUS_NAMESPACE (default localpros).`;

const settingsSchema = z.object({
  NATS_URL: z.string().regex(/^(nats|tls):\/\//, 'is required (nats://host:4222)'),
  BUS_NAMESPACE: commonConfigShape.BUS_NAMESPACE,
});

class UsageError extends Error {}

/** The operator's command line for the event flow. Returns the exit code; writes to `out` (stdout). */
export async function runEventsCli(
  argv: readonly string[],
  options: { env: Readonly<Record<string, string | undefined>>; out: (line: string) => void },
): Promise<number> {
  const { out } = options;
  let command: { action: string; id?: number; all: boolean; service?: string };
  try {
    command = parseCommand(argv);
  } catch (error) {
    out(`${error instanceof Error ? error.message : String(error)}\n\n${eventsCliUsage}`);
    return 2;
  }
  const settings = settingsSchema.safeParse(options.env);
  if (!settings.success) {
    out(settings.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return 2;
  }
  const names = busNames(settings.data.BUS_NAMESPACE);
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect({ ...natsConnection(settings.data.NATS_URL), name: 'events-cli' });
  } catch (error) {
    out(`Cannot reach NATS: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const manager = await connection.jetstreamManager();
    const exists = await manager.streams.info(names.deadLetterStream).then(
      () => true,
      () => false,
    );
    if (!exists) {
      out(
        `No dead-letter stream ${names.deadLetterStream}: no service has run with BUS_NAMESPACE=${settings.data.BUS_NAMESPACE} here.`,
      );
      return 1;
    }
    const jetstream = connection.jetstream();
    if (command.action === 'list') {
      const letters = await listDeadLetters(manager, names, { subscriber: command.service });
      out(letters.length === 0 ? 'No dead letters.' : formatTable(letters));
      return 0;
    }
    if (command.action === 'show') {
      const letter = await readDeadLetter(manager, names, command.id as number);
      if (!letter) {
        out(`No dead letter ${command.id} (replayed already, expired, or never stored).`);
        return 1;
      }
      out(formatOne(letter));
      return 0;
    }
    const ids = command.all
      ? (await listDeadLetters(manager, names, { subscriber: command.service })).map((letter) => letter.id)
      : [command.id as number];
    let missing = 0;
    for (const id of ids) {
      const replayed = await replayDeadLetter(jetstream, manager, names, id);
      if (!replayed) {
        missing += 1;
        out(`No dead letter ${id} (replayed already, expired, or never stored).`);
        continue;
      }
      const { deadLetter } = replayed;
      out(
        `Replayed dead letter ${id} (${deadLetter.eventType} ${deadLetter.eventId ?? '?'}) to ${deadLetter.subscriber} only; removed from the dead letters.`,
      );
    }
    if (command.all) out(`${ids.length - missing} dead letter(s) replayed.`);
    return missing > 0 && !command.all ? 1 : 0;
  } finally {
    await connection.close();
  }
}

function parseCommand(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { all: { type: 'boolean', default: false }, service: { type: 'string' } },
  });
  const [group, action, idText, ...extra] = positionals;
  if (group !== 'dead-letters') throw new UsageError(group ? `Unknown command: ${group}` : 'No command given.');
  if (action !== 'list' && action !== 'show' && action !== 'replay') {
    throw new UsageError(action ? `Unknown action: ${action}` : 'No action given.');
  }
  if (extra.length > 0) throw new UsageError(`Unexpected: ${extra.join(' ')}`);
  if (values.service !== undefined && !/^[a-z][a-z0-9-]{0,40}$/.test(values.service)) {
    throw new UsageError('--service takes a service name, e.g. matching');
  }
  const all = values.all === true;
  if (action === 'list') {
    if (idText !== undefined || all) throw new UsageError('list takes no id (use --service to narrow it).');
    return { action, all, service: values.service };
  }
  if (action === 'replay' && all) {
    if (idText !== undefined) throw new UsageError('replay takes an id or --all, not both.');
    return { action, all, service: values.service };
  }
  if (values.service !== undefined || all) throw new UsageError(`${action} <id> takes no options.`);
  const id = Number(idText);
  if (!idText || !Number.isSafeInteger(id) || id < 1) {
    throw new UsageError(`${action} needs the dead letter's id (a positive whole number from list).`);
  }
  return { action, id, all };
}

function formatTable(letters: DeadLetter[]): string {
  const rows = letters.map((l) => [
    String(l.id),
    l.storedAt.toISOString(),
    l.subscriber,
    l.eventType,
    String(l.attempts),
    l.reason.replace(/\s+/g, ' ').slice(0, 100),
  ]);
  const header = ['ID', 'STORED AT', 'SUBSCRIBER', 'EVENT TYPE', 'ATTEMPTS', 'FAILURE REASON'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line), `${letters.length} dead letter(s).`].join('\n');
}

function formatOne(letter: DeadLetter): string {
  let body = letter.body;
  try {
    body = JSON.stringify(JSON.parse(letter.body), null, 2);
  } catch {
    // Not JSON (a poison message): shown as it was stored.
  }
  return [
    `Dead letter ${letter.id}`,
    `  subscriber:     ${letter.subscriber}`,
    `  event type:     ${letter.eventType}`,
    `  event id:       ${letter.eventId ?? '(unreadable)'}`,
    `  correlation id: ${letter.correlationId ?? '-'}`,
    `  stored at:      ${letter.storedAt.toISOString()}`,
    `  attempts:       ${letter.attempts}`,
    `  failure reason: ${letter.reason}`,
    '',
    'Envelope (may hold personal data: keep it off tickets and chat; sealed fields, v1.…, stay sealed, this tool cannot open them):',
    body,
  ].join('\n');
}
