// Charts as inline SVG (vector, so they print sharply and their labels stay text in the PDF): horizontal bars for
// distributions, flags and the funnel, and a line chart for the daily series. Sizes are in CSS pixels.
import { html, type Html } from './html';
import { CHART } from './thresholds';

export interface Bar {
  label: string;
  value: number;
  /** Shown at the bar's end instead of the value. */
  text?: string;
}

const clip = (label: string, max: number = CHART.labelChars): string => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/** A label in at most CHART.labelLines lines of `max` characters, broken at spaces (a long question title is read, not cut). */
function wrap(label: string, max: number = CHART.labelChars): string[] {
  const lines: string[] = [];
  let rest = label.trim();
  while (rest.length > max && lines.length < CHART.labelLines - 1) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > max / 2 ? cut : max;
    lines.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  return [...lines, clip(rest, max)];
}

export function barChart(bars: Bar[], options: { max?: number; colour?: string } = {}): Html {
  if (bars.length === 0) return html`<p class="muted">No answers to chart.</p>`;
  const { width, rowHeight, labelWidth, valueWidth, lineGap } = CHART;
  const max = options.max ?? Math.max(...bars.map((b) => b.value), 1e-9);
  const area = width - labelWidth - valueWidth;
  const lines = bars.map((b) => wrap(b.label));
  const heights = lines.map((l) => rowHeight + (l.length - 1) * lineGap);
  const height = heights.reduce((sum, h) => sum + h, 0) + 4;
  let y = 2;
  const rows = bars.map((b, i) => {
    const top = y;
    const h = heights[i];
    y += h;
    const w = max > 0 ? Math.max(0, (b.value / max) * area) : 0;
    const mid = top + h / 2;
    const first = mid + 3.5 - ((lines[i].length - 1) * lineGap) / 2;
    return html`<text x="${labelWidth - 6}" y="${first.toFixed(1)}" text-anchor="end" class="label">${lines[i].map(
      (line, k) => html`<tspan x="${labelWidth - 6}" dy="${k === 0 ? 0 : lineGap}">${line}</tspan>`,
    )}</text>
<rect x="${labelWidth}" y="${(mid - (rowHeight - 6) / 2).toFixed(1)}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="${options.colour ?? CHART.colours.primary}" rx="2"/>
<text x="${(labelWidth + w + 4).toFixed(1)}" y="${(mid + 3.5).toFixed(1)}" class="value">${b.text ?? String(b.value)}</text>`;
  });
  return html`<svg class="chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${rows}</svg>`;
}

/** Round steps for a count axis from 0 to at least `max`: 1, 2 or 5 times a power of ten (at least 1), about `count` of them. */
export function axisTicks(max: number, count: number = CHART.yTicks): number[] {
  const raw = Math.max(1, max) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) as number);
  const ticks: number[] = [];
  for (let i = 0; (i - 1) * step < max; i += 1) ticks.push(i * step);
  return ticks;
}

/** "2026-10-30" as "30 Oct" (the year once, on the first label). */
const dayLabel = (iso: string, withYear: boolean): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  const text = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) });
  return Number.isNaN(d.getTime()) ? iso : text;
};

export interface Series {
  name: string;
  colour: string;
  values: number[];
}

/** Lines over a shared x axis (one point per day), with round y steps as gridlines and a date about every week. */
export function lineChart(labels: string[], series: Series[]): Html {
  if (labels.length === 0) return html`<p class="muted">No sessions yet.</p>`;
  const { width, lineHeight, padLeft, padBottom } = CHART;
  const ticks = axisTicks(Math.max(1, ...series.flatMap((s) => s.values)));
  const max = ticks[ticks.length - 1];
  const plotW = width - padLeft - 10;
  const plotH = lineHeight - padBottom - 10;
  const x = (i: number) => padLeft + (labels.length === 1 ? plotW / 2 : (i / (labels.length - 1)) * plotW);
  const y = (v: number) => 10 + plotH - (v / max) * plotH;
  const lines = series.map((s) => {
    const points = s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    const dots =
      s.values.length <= CHART.maxDots
        ? s.values.map((v, i) => html`<circle cx="${x(i).toFixed(1)}" cy="${y(v).toFixed(1)}" r="2.5" fill="${s.colour}"/>`)
        : [];
    return html`<polyline points="${points}" fill="none" stroke="${s.colour}" stroke-width="2"/>${dots}`;
  });
  const legend = series.map(
    (s, i) =>
      html`<rect x="${padLeft + i * 130}" y="${lineHeight - 12}" width="10" height="10" fill="${s.colour}"/><text x="${padLeft + i * 130 + 14}" y="${lineHeight - 3}" class="label">${s.name}</text>`,
  );
  const grid = ticks.map(
    (
      t,
    ) => html`<line x1="${padLeft}" y1="${y(t).toFixed(1)}" x2="${padLeft + plotW}" y2="${y(t).toFixed(1)}" stroke="${t === 0 ? '#999' : '#e3e8ee'}"/>
<text x="${padLeft - 4}" y="${(y(t) + 3.5).toFixed(1)}" text-anchor="end" class="label">${t.toLocaleString('en-GB')}</text>`,
  );
  const every = Math.max(1, Math.ceil(labels.length / CHART.xLabels));
  const dates = labels
    .map((label, i) => ({ label, i }))
    .filter(({ i }) => i % every === 0)
    .map(
      ({ label, i }) =>
        html`<line x1="${x(i).toFixed(1)}" y1="${10 + plotH}" x2="${x(i).toFixed(1)}" y2="${10 + plotH + 3}" stroke="#999"/><text x="${x(i).toFixed(1)}" y="${10 + plotH + 14}" text-anchor="${i === 0 ? 'start' : i > labels.length - every ? 'end' : 'middle'}" class="label">${dayLabel(label, i === 0)}</text>`,
    );
  return html`<svg class="chart" width="${width}" height="${lineHeight}" viewBox="0 0 ${width} ${lineHeight}" role="img">
${grid}<line x1="${padLeft}" y1="10" x2="${padLeft}" y2="${10 + plotH}" stroke="#999"/>
${dates}${lines}${legend}</svg>`;
}

export interface StackedRow {
  label: string;
  /** The row's base, shown beside it. */
  n: number;
  /** Shares in order (they sum to 1 for a row with answers). */
  parts: { label: string; share: number }[];
}

/** One 100% bar per row, split by the parts in order (a grid's columns), with a legend of the parts and each base. */
export function stackedBars(rows: StackedRow[]): Html {
  if (rows.length === 0) return html`<p class="muted">No answers to chart.</p>`;
  const { width, rowHeight, labelWidth, valueWidth } = CHART;
  const area = width - labelWidth - valueWidth;
  const names = rows[0].parts.map((p) => p.label);
  const colour = (i: number) => CHART.scale[Math.round((i * (CHART.scale.length - 1)) / Math.max(1, names.length - 1))];
  const legendHeight = 18;
  const height = rows.length * rowHeight + legendHeight + 8;
  const bars = rows.map((r, i) => {
    const y = i * rowHeight + 2;
    let x = labelWidth;
    const segments = r.parts.map((p, k) => {
      const w = p.share * area;
      const seg = html`<rect x="${x.toFixed(1)}" y="${y + 3}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="${colour(k)}"/>${
        w > 26
          ? html`<text x="${(x + w / 2).toFixed(1)}" y="${y + rowHeight * 0.65}" text-anchor="middle" class="inbar${colour(k) === CHART.scale[2] ? ' dark' : ''}">${Math.round(p.share * 100)}%</text>`
          : ''
      }`;
      x += w;
      return seg;
    });
    return html`<text x="${labelWidth - 6}" y="${y + rowHeight * 0.65}" text-anchor="end" class="label">${clip(r.label)}</text>${segments}
<text x="${labelWidth + area + 4}" y="${y + rowHeight * 0.65}" class="value">n = ${r.n.toLocaleString('en-GB')}</text>`;
  });
  // The legend spans the whole width, so a part's label ("Very dissatisfied") is read whole.
  const step = width / Math.max(1, names.length);
  const legend = names.map(
    (name, k) =>
      html`<rect x="${(k * step).toFixed(1)}" y="${rows.length * rowHeight + 8}" width="10" height="10" fill="${colour(k)}"/><text x="${(k * step + 14).toFixed(1)}" y="${rows.length * rowHeight + 17}" class="label">${clip(name, Math.floor((step - 16) / 6))}</text>`,
  );
  return html`<svg class="chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${bars}${legend}</svg>`;
}
