// Every limit and size of the PDF report, named once.

/** Rendering: pages open at once on the shared browser, requests allowed to wait, and the time one may take. */
export const RENDER = {
  concurrency: 2,
  maxQueued: 20,
  timeoutMs: 30_000,
  /** Renders one organisation may have rendering or waiting at once (RENDER_SHARE_PER_ORGANIZATION); one more is 429,
   * so no organisation can fill the shared queue and turn every other organisation's report into a 503. */
  perOrganization: 3,
  /** Retry-After of that 429, in seconds (about one render). */
  shareRetrySeconds: 10,
} as const;

/** Browsers tried, in order, when CHROMIUM_PATH is not set (Debian's package first). */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/** Chart geometry (CSS pixels) and colours. */
export const CHART = {
  width: 640,
  rowHeight: 22,
  labelWidth: 230,
  valueWidth: 90,
  labelChars: 38,
  /** A long label's lines at most, and the height each line after the first adds, in pixels. */
  labelLines: 3,
  lineGap: 11,
  /** About how many round steps the y axis of the daily chart has, and how many dates its x axis names. */
  yTicks: 4,
  xLabels: 7,
  lineHeight: 200,
  padLeft: 44,
  padBottom: 34,
  maxDots: 45,
  colours: { primary: '#2f6fb3', secondary: '#e08a1e', warn: '#c0392b', muted: '#8a94a6' },
  /** A diverging scale for the parts of a stacked bar (a grid's columns, low to high). */
  scale: ['#c0392b', '#e67e22', '#bdc3c7', '#5dade2', '#2f6fb3'],
} as const;

/** Content: how many rows the longer tables show. */
export const REPORT_LIMITS = {
  browsers: 5,
  countries: 10,
  choiceOptions: 15,
  matrixRows: 12,
  /** A table of at most this many rows is kept on one page (none ends a page with two rows); a longer one may split, its header repeated. */
  keepTogetherRows: 8,
} as const;
