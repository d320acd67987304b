/**
 * The dashboard's two charts, drawn by Chart.js (only the parts used are registered, so the rest
 * of the library is left out of this page's chunk): signups and first purchases per period as
 * lines, revenue with and without VAT per period as bars. Each canvas is an image with a text
 * summary (`aria-label`); the figures themselves are in the page's tables.
 */
import type { FiguresAnswer } from '@common/schemas/figures';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { periodLabel } from './labels';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

/** Bootstrap 5 colours (primary, success, info, secondary) for the series. */
const COLOURS = ['#0d6efd', '#198754', '#0dcaf0', '#6c757d'];

/** Options shared by both charts: no animation, values in the staff member's language. */
function useOptions<T extends 'line' | 'bar'>(tick: (value: number) => string): ChartOptions<T> {
  const format = useFormat();
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    locale: format.tag,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item: { dataset: { label?: string }; raw: unknown }) =>
            `${item.dataset.label ?? ''}: ${tick(Number(item.raw))}`,
        },
      },
    },
    scales: {
      x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } },
      y: {
        beginAtZero: true,
        ticks: { callback: (value: number | string) => tick(Number(value)), precision: 0 },
      },
    },
  } as unknown as ChartOptions<T>;
}

/** Signups and first purchases per period (lines). */
export function SignupsChart({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const options = useOptions<'line'>((v) => format.number(v));
  const labels = data.periods.map((p) => periodLabel(p, data.group, format));
  const summary = t('figures.charts.signups_summary', {
    signups: format.number(data.totals.signups),
    first: format.number(data.totals.first_purchases),
    periods: format.number(data.periods.length),
  });
  return (
    <div className="figures-chart" style={{ height: 260 }}>
      <Line
        role="img"
        aria-label={summary}
        options={options}
        data={{
          labels,
          datasets: [
            {
              label: t('figures.kpi.signups'),
              data: data.points.map((p) => p.signups),
              borderColor: COLOURS[0],
              backgroundColor: COLOURS[0],
            },
            {
              label: t('figures.kpi.first_purchases'),
              data: data.points.map((p) => p.first_purchases),
              borderColor: COLOURS[1],
              backgroundColor: COLOURS[1],
            },
          ],
        }}
      >
        {summary}
      </Line>
    </div>
  );
}

/** Revenue with and without VAT per period (bars, amounts in the answer's currency). */
export function RevenueChart({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const money = (cents: number) => format.money(cents, data.currency);
  const options = useOptions<'bar'>(money);
  const summary = t('figures.charts.revenue_summary', {
    revenue: money(data.totals.revenue_cents),
    ex: money(data.totals.revenue_ex_vat_cents),
    periods: format.number(data.periods.length),
  });
  return (
    <div className="figures-chart" style={{ height: 260 }}>
      <Bar
        role="img"
        aria-label={summary}
        options={options}
        data={{
          labels: data.periods.map((p) => periodLabel(p, data.group, format)),
          datasets: [
            {
              label: t('figures.kpi.revenue'),
              data: data.points.map((p) => p.revenue_cents),
              backgroundColor: COLOURS[0],
            },
            {
              label: t('figures.kpi.revenue_ex_vat'),
              data: data.points.map((p) => p.revenue_ex_vat_cents),
              backgroundColor: COLOURS[2],
            },
          ],
        }}
      >
        {summary}
      </Bar>
    </div>
  );
}
