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

export function barChart(bars: Bar[], options: { max?: number; colour?: string } = {}): Html {
  if (bars.length === 0) return html`<p class="muted">No answers to chart.</p>`;
  const { width, rowHeight, labelWidth, valueWidth } = CHART;
  const max = options.max ?? Math.max(...bars.map((b) => b.value), 1e-9);
  const area = width - labelWidth - valueWidth;
  const height = bars.length * rowHeight + 4;
  const rows = bars.map((b, i) => {
    const y = i * rowHeight + 2;
    const w = max > 0 ? Math.max(0, (b.value / max) * area) : 0;
    return html`<text x="${labelWidth - 6}" y="${y + rowHeight * 0.65}" text-anchor="end" class="label">${clip(b.label)}</text>
<rect x="${labelWidth}" y="${y + 3}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="${options.colour ?? CHART.colours.primary}" rx="2"/>
<text x="${(labelWidth + w + 4).toFixed(1)}" y="${y + rowHeight * 0.65}" class="value">${b.text ?? String(b.value)}</text>`;
  });
  return html`<svg class="chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${rows}</svg>`;
}

export interface Series {
  name: string;
  colour: string;
  values: number[];
}

/** Lines over a shared x axis (one point per label), with the first and last labels and the maximum marked. */
export function lineChart(labels: string[], series: Series[]): Html {
  if (labels.length === 0) return html`<p class="muted">No sessions yet.</p>`;
  const { width, lineHeight, padLeft, padBottom } = CHART;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
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
  return html`<svg class="chart" width="${width}" height="${lineHeight}" viewBox="0 0 ${width} ${lineHeight}" role="img">
<line x1="${padLeft}" y1="${10 + plotH}" x2="${padLeft + plotW}" y2="${10 + plotH}" stroke="#999"/>
<line x1="${padLeft}" y1="10" x2="${padLeft}" y2="${10 + plotH}" stroke="#999"/>
<text x="${padLeft - 4}" y="14" text-anchor="end" class="label">${max}</text>
<text x="${padLeft - 4}" y="${10 + plotH}" text-anchor="end" class="label">0</text>
<text x="${padLeft}" y="${10 + plotH + 14}" class="label">${labels[0]}</text>
<text x="${padLeft + plotW}" y="${10 + plotH + 14}" text-anchor="end" class="label">${labels[labels.length - 1]}</text>
${lines}${legend}</svg>`;
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
