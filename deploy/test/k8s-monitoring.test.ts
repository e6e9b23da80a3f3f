import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eventPublishers, serviceNames } from '@localpros/contracts';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { kubectlMissing, named, render, repoRoot } from './support/kustomize.js';

/**
 * components/monitoring: the PrometheusRule's alerts and the Grafana dashboard read only metrics
 * the processes export, with label values the code really writes, in PromQL that Prometheus's
 * grammar parses; each business signal has its alert. (The rule's shape is checked against the Prometheus Operator's CRD in k8s-schemas.test.ts.)
 */
const folder = join(repoRoot, 'k8s/components/monitoring');
const dashboard = JSON.parse(readFileSync(join(folder, 'localpros-dashboard.json'), 'utf8'));

/** How a panel names the dashboard's Prometheus: Grafana's variable. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable syntax, not a JavaScript template
const grafanaVariable = '${datasource}';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
}
const rules = (): Rule[] =>
  named(render('overlays/prod'), 'PrometheusRule', 'localpros').spec.groups.flatMap((g: { rules: Rule[] }) => g.rules);
const dashboardQueries = (): string[] =>
  dashboard.panels.flatMap((panel: { targets: { expr: string }[] }) => panel.targets.map((t) => t.expr));

/** The production sources (no tests): where every metric is defined and labelled. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'test' ? [] : sources(path);
    return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [readFileSync(path, 'utf8')] : [];
  });
}
const code = [
  ...readdirSync(join(repoRoot, 'packages')).map((p) => join(repoRoot, 'packages', p, 'src')),
  ...readdirSync(join(repoRoot, 'services')).map((s) => join(repoRoot, 'services', s, 'src')),
  join(repoRoot, 'bff/src'),
]
  .flatMap(sources)
  .join('\n');
/** Every metric name the code registers, as it is written there ('localpros_…'). */
const definedMetrics = new Set([...code.matchAll(/'(localpros_[a-z0-9_]+)'/g)].map((m) => m[1]));
/** The values of a label as each metric's help text lists them: "… outcome (sent, failed, retried)". */
const documentedValues = (label: string) =>
  new Set([...code.matchAll(new RegExp(`\\b${label} \\(([a-z, ]+)\\)`, 'g'))].flatMap((m) => (m[1] ?? '').split(', ')));
const outcomes = documentedValues('outcome');
const channels = documentedValues('channel');
const eventTypes = new Set(Object.values(eventPublishers).flatMap((events) => events.map((e) => e.type)));

/** The metric names a query reads; a histogram's series (_count, _bucket, _sum) name the histogram. */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\blocalpros_[a-z0-9_]+/g)].map((m) =>
    m[0].replace(/_(count|bucket|sum)$/, (suffix, _s, at, name) =>
      definedMetrics.has(name.slice(0, at)) ? '' : suffix,
    ),
  );
/** label="value" and label=~"a|b" pairs of a query. */
const labelValues = (expr: string, label: string) =>
  [...expr.matchAll(new RegExp(`\\b${label}=~?"([^"]+)"`, 'g'))].flatMap((m) => (m[1] ?? '').split('|'));

const problemsOf = (expr: string): string[] => [
  ...metricsIn(expr)
    .filter((name) => !definedMetrics.has(name))
    .map((name) => `no metric ${name}`),
  ...labelValues(expr, 'type')
    .filter((type) => !eventTypes.has(type))
    .map((type) => `no event ${type}`),
  ...[...labelValues(expr, 'service'), ...labelValues(expr, 'consumer')]
    .filter((name) => !(serviceNames as readonly string[]).includes(name))
    .map((name) => `no service ${name}`),
  ...labelValues(expr, 'outcome')
    .filter((outcome) => !outcomes.has(outcome))
    .map((outcome) => `no outcome ${outcome}`),
  ...labelValues(expr, 'channel')
    .filter((channel) => !channels.has(channel))
    .map((channel) => `no channel ${channel}`),
  ...labelValues(expr, 'method')
    .filter((method) => !code.includes(`"${method}"`))
    .map((method) => `no gRPC method ${method}`),
  ...(syntaxErrorAt(expr) === undefined ? [] : [`PromQL syntax error at ${syntaxErrorAt(expr)}`]),
];

/** Where Prometheus's own PromQL grammar (the one its web UI parses with) finds an error, if anywhere. */
function syntaxErrorAt(expr: string): number | undefined {
  let at: number | undefined;
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) at ??= node.from;
    },
  });
  return at;
}

describe('the metrics the alerts and the dashboard read', () => {
  it('finds the code’s metrics and label values (the check reads what it should)', () => {
    expect(definedMetrics).toContain('localpros_message_deliveries_total');
    expect(definedMetrics).toContain('localpros_outbox_oldest_unpublished_age_seconds');
    expect([...outcomes].sort()).toEqual(['duplicate', 'failed', 'processed', 'retried', 'sent']);
    expect([...channels].sort()).toEqual(['email', 'push', 'sms']);
    expect(problemsOf('sum(rate(localpros_mail_sent_total{type="Nope"}[5m]')).toEqual([
      'no metric localpros_mail_sent_total',
      'no event Nope',
      expect.stringMatching(/^PromQL syntax error at \d+$/),
    ]);
    expect(problemsOf('sum(rate(localpros_rpc_duration_seconds_count[5m])) * 60 per minute')).toEqual([
      expect.stringMatching(/^PromQL syntax error at \d+$/),
    ]);
    expect(problemsOf('rate(localpros_rpc_duration_seconds_count[5m])')).toEqual([]);
  });

  it('the dashboard parses, uses the chosen Prometheus and queries only what exists', () => {
    expect(dashboard.uid).toBe('localpros-marketplace');
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', query: 'prometheus' }),
    );
    expect(dashboardQueries().length).toBeGreaterThan(8);
    for (const expr of dashboardQueries()) expect(problemsOf(expr), expr).toEqual([]);
    for (const panel of dashboard.panels) expect(panel.datasource.uid).toBe(grafanaVariable);
  });
});

describe.skipIf(kubectlMissing)('k8s prod: alerts on the business signals', () => {
  it('alerts on failed e-mails and SMS, failing payments, stalled leads, refused webhooks, dead letters and outbox backlog', () => {
    expect(rules().map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'LocalProsEmailsFailed',
        'LocalProsEmailDeliveryStalled',
        'LocalProsSmsFailed',
        'LocalProsPaymentsFailing',
        'LocalProsLeadDeliveryStalled',
        'LocalProsPaymentWebhooksRejected',
        'LocalProsDeadLetters',
        'LocalProsOutboxBacklog',
      ]),
    );
  });

  it('each alert reads metrics and labels the code writes, with a severity', () => {
    for (const rule of rules()) {
      expect(problemsOf(rule.expr), rule.alert).toEqual([]);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
    }
  });

  it('ships the dashboard file unchanged in a ConfigMap Grafana’s sidecar loads', () => {
    const map = named(render('overlays/prod'), 'ConfigMap', 'localpros-dashboard');
    expect(map.metadata.labels?.grafana_dashboard).toBe('1');
    expect(JSON.parse(map.data?.['localpros-dashboard.json'] ?? '')).toEqual(dashboard);
  });

  it('the CRD schema refuses a rule without its query (the schema check can fail)', async () => {
    const { PrometheusRule } = await import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1');
    const rule = structuredClone(named(render('overlays/prod'), 'PrometheusRule', 'localpros'));
    delete rule.spec.groups[0].rules[0].expr;
    expect(() => new PrometheusRule(rule as never).validate()).toThrow(/expr/);
  });
});
