import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney, sumMoney, type Dashboard } from '@dawalink/shared';
import { sellerUi } from '../../lib/i18n-seller-ui';

/** "2026-03-07" as "07-03" (day-month, DESIGN.md section 7), without time zone shifts. */
const dayLabel = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const BAR = '#0f766e';
const GRID = '#e5e7eb';
const TICK_TEXT = '#6b7280';
/** Steps between labelled days: whole days only, as few labels as the width needs. */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14, 15, 30];

/** The bar under the pointer: its index and where the pointer is, in the plot's pixels. */
interface Hovered {
  index: number;
  left: number;
  top: number;
}

function chartOptions(
  daily: Dashboard['daily'],
  width: number,
  height: number,
  onHover: (h: Hovered | null) => void,
): uPlot.Options {
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  return {
    width,
    height,
    padding: [8, 8, 0, 0],
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: () => [-0.5, daily.length - 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      {
        stroke: TICK_TEXT,
        font,
        grid: { show: false },
        ticks: { show: false },
        incrs: DAY_STEPS,
        space: 44,
        values: (_u, splits) => splits.map((i) => (daily[i] ? dayLabel(daily[i].day) : '')),
      },
      {
        stroke: TICK_TEXT,
        font,
        size: 48,
        grid: { stroke: GRID, width: 1, dash: [3, 3] },
        ticks: { show: false },
        values: (_u, values) => values.map((v) => compact.format(v)),
      },
    ],
    series: [
      {},
      {
        fill: BAR,
        stroke: BAR,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [0.7, 48], radius: 0.15 }),
      },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          const { left = -1, top = -1 } = u.cursor;
          onHover(index == null || left < 0 ? null : { index, left, top });
        },
      ],
    },
  };
}

/**
 * Daily sales as bars (uPlot: a canvas, a small script for a cheap phone to run). The chart is a picture for sighted
 * users; the same figures are in a table that screen readers read instead (the chart itself is hidden from them).
 * Pointing at a bar shows its day and sales.
 */
export function DashboardSalesChart({ daily }: { daily: Dashboard['daily'] }) {
  const total = sumMoney(daily.map((d) => d.sales));
  const T = sellerUi();
  const box = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<uPlot | null>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot(
      chartOptions(daily, el.clientWidth, el.clientHeight, setHovered),
      [daily.map((_, i) => i), daily.map((d) => d.sales)],
      el,
    );
    setPlot(chart);
    // The box follows the page's width (and its height on a phone, dashboard.css): the chart follows the box.
    const resized = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: el.clientHeight }));
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.destroy();
      setPlot(null);
      setHovered(null);
    };
  }, [daily]);

  const shown = hovered ? daily[hovered.index] : undefined;
  return (
    <figure className="mb-0">
      <div className="dashboard-chart" aria-hidden="true" ref={box}>
        {plot &&
          shown &&
          hovered &&
          createPortal(
            <div
              className="dashboard-chart-tip"
              style={{ left: hovered.left, top: hovered.top }}
              data-flip={hovered.left > plot.over.clientWidth / 2 ? 'left' : 'right'}
            >
              <div className="fw-semibold">{dayLabel(shown.day)}</div>
              <div>
                {T.sales}: {formatMoney(shown.sales)}
              </div>
            </div>,
            plot.over,
          )}
      </div>
      <figcaption className="small text-muted mt-1">{T.chartSummary(daily.length, formatMoney(total))}</figcaption>
      <table className="visually-hidden">
        <caption>{T.dailySales}</caption>
        <thead>
          <tr>
            <th scope="col">{T.day}</th>
            <th scope="col">{T.ordersHeader}</th>
            <th scope="col">{T.sales}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{d.orders}</td>
              <td>{formatMoney(d.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
