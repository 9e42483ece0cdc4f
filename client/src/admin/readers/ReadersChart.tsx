import { useEffect, useRef, useState } from 'react';
import type { ReadersReportDto } from '../../api/types';
import type { ReadersCatalogue } from '../../i18n/readers-en';

const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

/** A round top for the axis: 1, 2, 5 × 10^n at or above the largest value. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max) ?? max;
}

/**
 * Views (bars) and readers (line) per day: a plain SVG (no chart library: two series on one axis need
 * none, and the admin chunk stays small). The numbers are in the table below it and in its CSV, so
 * nothing is shown by the picture only.
 */
export function ReadersChart({ report, t }: { report: ReadersReportDto; t: ReadersCatalogue }) {
  // Drawn at the width it has (text stays readable at 360 px and at 1280 px alike).
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(720);
  useEffect(() => {
    const figure = box.current;
    if (!figure || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setW(Math.max(240, Math.round(entry!.contentRect.width))));
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  const points = report.series;
  const max = niceMax(Math.max(1, ...points.map((p) => Math.max(p.views, p.readers))));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, points.length);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const bar = Math.max(1, slot * 0.7);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.readers).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(points.length / Math.max(2, Math.floor(W / 110)));
  const date = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(t.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <figure className="hp-readers-chart" ref={box}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="hp-readers-chart-title hp-readers-chart-desc">
        <title id="hp-readers-chart-title">{t.chartTitle}</title>
        <desc id="hp-readers-chart-desc">{t.chartSummary(report.totals.views, report.totals.readers, report.days)}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} className="hp-readers-chart__grid" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="hp-readers-chart__axis">
              {Math.round(max * f)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={x(i) - bar / 2}
            y={y(p.views)}
            width={bar}
            height={Math.max(0, y(0) - y(p.views))}
            className="hp-readers-chart__bar"
          />
        ))}
        <path d={line} className="hp-readers-chart__line" />
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.day} x={x(i)} y={H - 8} textAnchor="middle" className="hp-readers-chart__axis">
              {date(p.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="hp-readers-chart__legend">
        <span className="hp-readers-chart__key hp-readers-chart__key--views" aria-hidden="true" /> {t.views}
        <span className="hp-readers-chart__key hp-readers-chart__key--readers" aria-hidden="true" /> {t.readers}
      </figcaption>
    </figure>
  );
}
