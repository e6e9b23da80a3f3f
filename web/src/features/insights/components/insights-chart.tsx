import { Column } from '@ant-design/plots';
import type { InsightsMonth } from '../api/get-insights';
import { funnelSteps, funnelSummary, monthLabel } from './insights-format';

/**
 * The funnel by month as grouped columns. The only module of this feature importing
 * @ant-design/plots, loaded lazily like the admin's charts; the canvas says nothing to a screen
 * reader, so the figure carries a text summary (and the table below has every number).
 */
export default function InsightsChart({ months }: { months: InsightsMonth[] }) {
  const data = months.flatMap((m) =>
    funnelSteps.map((step) => ({ month: monthLabel(m.month), step: step.label, count: m[step.key] })),
  );
  return (
    <figure className="lp-insights__figure">
      <figcaption>{funnelSummary(months)}</figcaption>
      <div aria-hidden="true">
        <Column
          data={data}
          xField="month"
          yField="count"
          colorField="step"
          group
          height={260}
          autoFit
          axis={{ x: { labelAutoHide: true } }}
        />
      </div>
    </figure>
  );
}
