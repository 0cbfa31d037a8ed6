// The report as one HTML document: a section per requested part, built from the same computed analytics the API
// returns (the executive summary and insights rules included), with SVG charts and tables.
import type { Schemas } from '../contract';
import type { Snapshot } from '../analytics/service';
import { round } from '../analytics/stats';
import { screeningQuestions } from '../analytics/structure';
import { executiveSummary } from '../conclusions/summary';
import { npsPrecision } from '../conclusions/results';
import { healthScore } from '../conclusions/health-score';
import { barChart, lineChart, stackedBars } from './charts';
import { html, Html } from './html';
import { CHART, REPORT_LIMITS } from './thresholds';
import { STYLE } from './style';
import { HEALTH_COMPONENT_WORDS, meaningfulTerm, QUESTION_TYPE_WORDS } from './labels';
import { FLAG_WORDS } from '../analytics/flag-words';
import { languageName } from '../localization/languages';

export const SECTIONS = ['executive_summary', 'response_overview', 'question_analysis', 'quality_metrics', 'funnel_analysis'] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_TITLES: Record<Section, string> = {
  executive_summary: 'Executive summary',
  response_overview: 'Response overview',
  question_analysis: 'Question analysis',
  quality_metrics: 'Quality metrics',
  funnel_analysis: 'Funnel analysis',
};

const pct = (share: number): string => `${round(share * 100, 1)}%`;
const num = (n: number): string => n.toLocaleString('en-GB');
/**
 * Completion times in one unit for the whole report: minutes when any of the timing figures is two minutes or more,
 * else seconds (page one's median and the timing table read alike).
 */
function durations(t: Schemas['SurveyAnalytics']['timing']): { unit: string; short: string; show: (s: number | undefined) => string } {
  const values = [t.medianCompletionTime, t.avgCompletionTime, t.p25CompletionTime, t.p75CompletionTime];
  const minutes = values.some((v) => v !== undefined && v >= 120);
  return {
    unit: minutes ? 'minutes' : 'seconds',
    short: minutes ? 'min' : 's',
    show: (v) => (v === undefined ? 'n/a' : minutes ? String(round(v / 60, 1)) : String(round(v, 0))),
  };
}

const DEVICE_WORDS: Record<string, string> = { mobile: 'Phone', desktop: 'Desktop', tablet: 'Tablet', unknown: 'Unknown' };

/** A country's name in English ("United Kingdom"), its code where the code names no region. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => {
  if (code === 'unknown') return 'Unknown';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** How each health component's input reads: shares as percentages, the sample as completions. */
function healthInput(c: Schemas['HealthComponent']): string {
  return c.name === 'sample' ? `${num(c.input)}\u00a0completions` : pct(c.input);
}

const metric = (label: string, value: string) => html`<div class="kpi"><div class="v">${value}</div><div class="k">${label}</div></div>`;

function table(head: string[], rows: (string | number)[][], numeric: number[] = []): Html {
  const cls = (i: number) => (numeric.includes(i) ? 'n' : '');
  // A short table is kept on one page (no page holding its last two rows); a long one repeats its header instead.
  return html`<table class="${rows.length <= REPORT_LIMITS.keepTogetherRows ? 'keep' : ''}"><thead><tr>${head.map((h, i) => html`<th class="${cls(i)}">${h}</th>`)}</tr></thead>
<tbody>${rows.map((r) => html`<tr>${r.map((c, i) => html`<td class="${cls(i)}">${typeof c === 'number' ? num(c) : c}</td>`)}</tr>`)}</tbody></table>`;
}

function summarySection(surveyId: string, title: string, s: Snapshot): Html {
  const summary = executiveSummary(surveyId, title, s);
  const k = summary.keyMetrics;
  const health = healthScore(s.overview);
  const unit = durations(s.overview.timing);
  return html`
<div class="metrics">
  ${metric('Sessions', num(k.totalSessions))}${metric('Completed', num(k.completedSessions))}${metric('Completion rate', k.qualifiedSessions ? pct(k.completionRate) : 'n/a')}
  ${metric('Median time', k.medianCompletionTime === undefined ? 'n/a' : `${unit.show(k.medianCompletionTime)} ${unit.short}`)}${metric('Flagged for quality', pct(k.flaggedShare))}
  ${metric('Margin of error', k.marginOfError === null ? 'n/a' : `±${round(k.marginOfError * 100, 1)} pts`)}
  ${metric('Health score', health.score === null ? 'n/a' : `${health.score} / 100`)}${k.nps === undefined ? '' : metric('NPS', String(k.nps))}
</div>
<h3>Findings</h3>
${summary.findings.map((f) => html`<div class="finding ${f.kind}"><div class="h">${f.headline}</div><div class="small">${f.detail}</div></div>`)}
<h3>Health score: ${health.score === null ? 'not enough data yet' : `${health.score} (${health.band})`}</h3>
${table(
  ['Component', 'Input', 'Penalty', 'Rule'],
  health.components.map((c) => [
    HEALTH_COMPONENT_WORDS[c.name] ?? c.name,
    healthInput(c),
    `${round(c.penalty, 1)}\u00a0of\u00a0${c.maxPenalty}`,
    c.rule,
  ]),
)}`;
}

function overviewSection(s: Snapshot): Html {
  const o = s.overview;
  const outcomes: [string, number][] = [
    ['Completed', o.sessions.completed],
    ['Abandoned', o.sessions.abandoned],
    ['In progress', o.sessions.inProgress],
    ['Screened out', o.sessions.screenedOut],
    ['Quota full', o.sessions.quotaFull],
    ['Excluded for quality', o.sessions.qualityExcluded],
  ];
  const t = o.timing;
  const devices = o.devices?.types ?? [];
  const countries = (o.geography?.countries ?? []).slice(0, REPORT_LIMITS.countries);
  // A survey offered in several languages: its sessions by the language they read (docs/design/localization.md).
  const languages = s.languages.length > 1 ? (o.languages ?? []) : [];
  return html`
<p>${num(o.sessions.total)} sessions, of which ${num(o.sessions.qualified)} qualified; completion rate ${o.sessions.qualified ? pct(o.completionRate) : 'n/a'}${
    o.completionRateInterval
      ? ` (95% CI ${pct(o.completionRateInterval[0])} to ${pct(o.completionRateInterval[1])}, n = ${num(o.sessions.qualified)})`
      : ''
  }
(completed / qualified, where qualified = completed + abandoned + in progress).</p>
<h3>Sessions by outcome</h3>
${barChart(outcomes.map(([label, n]) => ({ label, value: n, text: `${num(n)} (${pct(o.sessions.total ? n / o.sessions.total : 0)})` })))}
<h3>Completion time</h3>
${t.completedCount === 0 ? html`<p class="muted">Nobody has finished yet.</p>` : timingTable(t)}
<h3>Daily sessions</h3>
${lineChart(
  o.daily.map((d) => d.date),
  [
    { name: 'Started', colour: CHART.colours.primary, values: o.daily.map((d) => d.started) },
    { name: 'Completed', colour: CHART.colours.secondary, values: o.daily.map((d) => d.completed) },
  ],
)}
<h3>Devices</h3>
${table(
  ['Device', 'Sessions', 'Qualified', 'Completed', 'Completion rate'],
  devices.map((d) => [DEVICE_WORDS[d.label] ?? d.label, d.sessions, d.qualified, d.completed, pct(d.completionRate)]),
  [1, 2, 3, 4],
)}
${
  languages.length
    ? html`<h3>Languages</h3>${table(
        ['Language', 'Sessions', 'Qualified', 'Completed', 'Completion rate'],
        languages.map((l) => [languageName(l.label), l.sessions, l.qualified, l.completed, pct(l.completionRate)]),
        [1, 2, 3, 4],
      )}`
    : ''
}
${
  countries.length
    ? html`<h3>Countries</h3>${table(
        ['Country', 'Sessions', 'Completion rate'],
        countries.map((c) => [countryName(c.label), c.sessions, pct(c.completionRate)]),
        [1, 2],
      )}`
    : ''
}`;
}

/** The names a survey's questions carry (capitalised words inside a title: "Fieldwork Notes"), which its open answers repeat without saying anything. */
function ownNames(questions: readonly { title: string }[]): Set<string> {
  const names = new Set<string>();
  for (const q of questions)
    for (const word of q.title.split(/\s/).filter(Boolean).slice(1)) {
      const name = word.replace(/[^\p{L}\p{M}]/gu, '');
      if (name.length > 1 && name[0] !== name[0].toLowerCase()) names.add(name.toLowerCase());
    }
  return names;
}

function statsBlock(st: Schemas['QuestionStats'], names: ReadonlySet<string>): Html {
  switch (st.kind) {
    case 'choice':
      return html`${barChart(
        [
          ...st.options
            .slice(0, REPORT_LIMITS.choiceOptions)
            .map((x) => ({ label: x.label, value: x.share, text: `${pct(x.share)} (${num(x.count)})` })),
          ...(st.other.count ? [{ label: 'Other', value: st.other.share, text: `${pct(st.other.share)} (${num(st.other.count)})` }] : []),
        ],
        { max: 1 },
      )}`;
    case 'scale':
      return html`<p class="small">Mean ${st.mean === null ? 'n/a' : round(st.mean, 2)} (SD ${st.sd === null ? 'n/a' : round(st.sd, 2)}), median ${st.median ?? 'n/a'}, top-2-box ${pct(st.top2Box)} on a ${st.scaleMin}-${st.scaleMax} scale; n = ${num(st.n)}.</p>
${barChart(
  st.distribution.map((d) => ({ label: String(d.value), value: d.share, text: `${pct(d.share)} (${num(d.count)})` })),
  { max: 1 },
)}`;
    case 'nps':
      return html`<p class="small">NPS ${st.nps === null ? 'n/a' : round(st.nps, 1)}${npsPrecision(st)}: ${num(st.promoters)} promoters, ${num(st.passives)} passives, ${num(st.detractors)} detractors; n = ${num(st.promoters + st.passives + st.detractors)}.</p>
${barChart(
  st.distribution.map((d) => ({ label: String(d.value), value: d.share, text: `${pct(d.share)} (${num(d.count)})` })),
  { max: 1, colour: CHART.colours.secondary },
)}`;
    case 'matrix': {
      // Each row's whole distribution (a stacked bar, the columns in their order), with its base; the table under it
      // gives every share, the narrow segments' included.
      const rows = st.rows.slice(0, REPORT_LIMITS.matrixRows);
      return html`${stackedBars(
        rows.map((r) => ({ label: r.label, n: r.n, parts: r.columns.map((c) => ({ label: c.label, share: c.share })) })),
      )}${table(
        ['', ...(rows[0]?.columns.map((c) => c.label) ?? []), 'n'],
        rows.map((r) => [r.label, ...r.columns.map((c) => pct(c.share)), r.n]),
        (rows[0]?.columns ?? []).map((_, i) => i + 1).concat((rows[0]?.columns.length ?? 0) + 1),
      )}`;
    }
    case 'ranking':
      return table(
        ['Item', 'Mean rank', 'Ranked first'],
        st.items.map((i) => [i.label, i.meanRank === null ? '-' : String(round(i.meanRank, 2)), pct(i.firstPlaceShare)]),
        [1, 2],
      );
    case 'number':
      return table(
        ['n', 'Mean', 'Median', 'Min', 'Max'],
        [
          [
            st.n,
            String(st.mean === null ? '-' : round(st.mean, 2)),
            String(st.median ?? '-'),
            String(st.min ?? '-'),
            String(st.max ?? '-'),
          ],
        ],
        [0, 1, 2, 3, 4],
      );
    case 'date':
      return barChart(st.months.map((m) => ({ label: m.month, value: m.count, text: num(m.count) })));
    case 'text': {
      const terms = st.terms.filter((x) => meaningfulTerm(x.term) && !names.has(x.term.toLowerCase()));
      return terms.length
        ? html`<p class="small">Mean length ${st.meanLength === null ? 'n/a' : round(st.meanLength, 0)} characters; n = ${num(st.n)}. Most frequent words (common words, fillers and the survey's own names left out):</p>${barChart(
            terms.map((x) => ({ label: x.term, value: x.count, text: num(x.count) })),
          )}`
        : html`<p class="muted small">No frequent words yet.</p>`;
    }
    default:
      return html`<p class="muted small">${num(st.n)} answers.</p>`;
  }
}

/** Attention checks and screeners, under quality: how many passed or were let through. */
function screeningBlock(s: Snapshot): Html {
  const rows = s.questions.filter((q) => screeningQuestions(s.questionnaire).has(q.questionId));
  if (rows.length === 0) return html``;
  return html`<h3>Attention checks and screeners</h3>
<p class="small">These questions sort respondents rather than measure the topic, so they are not reported as findings.</p>
${table(
  ['Question', 'Kind', 'Answered (n)'],
  rows.map((q) => [
    `${questionNumbers(s).get(q.questionId) ?? ''}. ${q.title}`,
    q.type === 'attention_check' ? 'Attention check' : 'Screener',
    q.answeredCount,
  ]),
  [2],
)}`;
}

function timingTable(t: Schemas['SurveyAnalytics']['timing']): Html {
  const d = durations(t);
  return html`<p class="small">In ${d.unit}.</p>${table(
    ['Completions (n)', 'Median', 'Mean', '25th percentile', '75th percentile'],
    [
      [
        t.completedCount,
        d.show(t.medianCompletionTime),
        d.show(t.avgCompletionTime),
        d.show(t.p25CompletionTime),
        d.show(t.p75CompletionTime),
      ],
    ],
    [0, 1, 2, 3, 4],
  )}`;
}

/** Each question's number in the questionnaire's order: the analysis, the funnel and the quality pages use the same. */
function questionNumbers(s: Snapshot): Map<string, number> {
  return new Map(s.questionnaire.map((q, i) => [q.id, i + 1]));
}

/** Under a question a wording trial asks in several wordings: which, and that the figures combine them. */
function wordingNote(wordings: readonly Wording[] | undefined): Html {
  if (!wordings || wordings.length < 2) return html``;
  return html`<div class="note">Asked in ${wordings.length} wordings (a wording trial); the figures combine them: ${wordings.map(
    (w, i) => html`${i ? '; ' : ''}"${w.title}" (${w.arm}, ${num(w.sessions)} sessions)`,
  )}.</div>`;
}

function questionsSection(s: Snapshot, wordings: ReadonlyMap<string, Wording[]>): Html {
  // Attention checks and screeners measure the respondents, not the topic: they are reported under quality, not here.
  const screening = screeningQuestions(s.questionnaire);
  const findings = s.questions.filter((q) => !screening.has(q.questionId));
  if (findings.length === 0) return html`<p class="muted">The survey has no analysed questions.</p>`;
  const numbers = questionNumbers(s);
  const names = ownNames(s.questionnaire);
  const apart = s.questions.filter((q) => screening.has(q.questionId)).map((q) => numbers.get(q.questionId));
  return html`${
    apart.length
      ? html`<p class="small muted">Numbers follow the questionnaire. Question${apart.length > 1 ? 's' : ''} ${apart.join(' and ')} (screening and attention checks) ${apart.length > 1 ? 'are' : 'is'} reported under Quality metrics.</p>`
      : ''
  }${findings.map(
    (q) => html`<div class="question">
<h3>${numbers.get(q.questionId) ?? ''}. ${q.title}</h3>
<p class="small muted">${QUESTION_TYPE_WORDS[q.type]}: shown to ${num(q.shownCount)}, answered by ${num(q.answeredCount)} (${pct(q.answerRate)}); ${num(q.unansweredCount)} left it blank,
${num(q.skippedCount)} were never asked (logic), ${num(q.notReachedCount)} did not reach it.</p>
${q.answeredCount > 0 && q.answeredCount < 30 ? html`<div class="note">Base of ${q.answeredCount}: too small to report shares with confidence.</div>` : ''}
${wordingNote(wordings.get(q.questionId))}${statsBlock(q.stats, names)}</div>`,
  )}`;
}

function qualitySection(s: Snapshot): Html {
  const q = s.overview.quality;
  if (!q) return html``;
  const flags = q.flags.filter((f) => f.flag !== 'high_risk' && f.flag !== 'excluded');
  return html`
<p>${num(q.flaggedSessions)} of ${num(q.sessions)} sessions (${pct(q.flaggedShare)}) carry at least one quality flag; ${num(q.highRiskSessions)} are high risk
(risk score 60 or more, or a honeypot, bot or contact-duplicate flag). Flagged sessions are kept: nothing is deleted.</p>
<h3>Sessions per flag</h3>
${barChart(
  flags.map((f) => ({ label: FLAG_WORDS[f.flag], value: f.count, text: `${num(f.count)} (${pct(f.share)})` })),
  { colour: CHART.colours.warn },
)}
${table(
  ['Flag', 'Sessions', 'Share', 'Weight in risk score'],
  q.flags.map((f) => [FLAG_WORDS[f.flag], f.count, pct(f.share), f.weight === null ? '-' : String(f.weight)]),
  [1, 2, 3],
)}
${screeningBlock(s)}`;
}

function funnelSection(s: Snapshot): Html {
  const f = s.funnel;
  const numbers = questionNumbers(s);
  const steps = [...f.steps].sort((a, b) => (numbers.get(a.questionId) ?? 0) - (numbers.get(b.questionId) ?? 0));
  return html`
<p>${num(f.sessions)} sessions entered the funnel; ${num(f.completed)} completed and ${num(f.abandoned)} were abandoned. An abandoned session is
charged to the last question it was shown; sessions the logic routed past a question are counted apart.</p>
<h3>Sessions reaching each question</h3>
<p class="small">In questionnaire order. A question the logic routes some respondents past is reached by fewer sessions: that is branching (the "Routed past by logic" column), not drop-off; drop-off is the "Abandoned here" column.</p>
${barChart(steps.map((st) => ({ label: `${numbers.get(st.questionId) ?? ''}. ${st.title}`, value: st.shownCount, text: `${num(st.shownCount)} (${pct(st.reachedShare)})` })))}
${table(
  ['#', 'Question', 'Shown (n)', 'Answered', 'Routed past by logic', 'Abandoned here'],
  steps.map((st) => [
    numbers.get(st.questionId) ?? '',
    st.title,
    st.shownCount,
    st.answeredCount,
    st.skippedByLogicCount,
    st.abandonedCount,
  ]),
  [0, 2, 3, 4, 5],
)}
<h3>Most common exit questions</h3>
${
  f.exitQuestions.length
    ? table(
        ['Question', 'Abandoned here', 'Share of abandoned'],
        f.exitQuestions.map((e) => [`${numbers.get(e.questionId) ?? ''}. ${e.title}`, e.abandonedCount, pct(e.share)]),
        [1, 2],
      )
    : html`<p class="muted">No session has been abandoned.</p>`
}`;
}

/** A question as one arm of a wording trial asks it. */
export interface Wording {
  arm: string;
  title: string;
  sessions: number;
}

/** What the report says about where it comes from: the cover's lines. */
export interface ReportSource {
  survey: { id: string; title: string; status: string };
  organization: string;
  generatedAt: string;
  /** Per question, the wordings a trial asks it in (absent when it has one). */
  wordings: ReadonlyMap<string, Wording[]>;
}

/** "30 Oct 2026 to 29 Nov 2026": the days with sessions. */
function period(daily: readonly { date: string }[]): string {
  if (daily.length === 0) return 'no sessions yet';
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${day(daily[0].date)} to ${day(daily[daily.length - 1].date)}`;
}

function cover(source: ReportSource, s: Snapshot, sections: readonly Section[]): Html {
  const o = s.overview;
  return html`<div class="cover">
<p class="muted">Survey report</p>
<h1>${source.survey.title}</h1>
<table class="facts">
<tr><th>Organisation</th><td>${source.organization}</td></tr>
<tr><th>Fieldwork period</th><td>${period(o.daily)}</td></tr>
<tr><th>Sessions</th><td>${num(o.sessions.total)}, of which ${num(o.sessions.completed)} completed</td></tr>
<tr><th>Status</th><td>${source.survey.status === 'live' ? 'collecting responses' : source.survey.status}</td></tr>
<tr><th>Generated</th><td>${source.generatedAt}</td></tr>
<tr><th>Contents</th><td>${sections.map((x) => SECTION_TITLES[x]).join(', ')}</td></tr>
</table>
<p class="small muted">Figures are computed from the responses by fixed rules (each states its rule and its base); intervals are 95%.</p>
</div>`;
}

export function reportHtml(source: ReportSource, s: Snapshot, sections: readonly Section[]): string {
  const { survey } = source;
  const body: Record<Section, () => Html> = {
    executive_summary: () => summarySection(survey.id, survey.title, s),
    response_overview: () => overviewSection(s),
    question_analysis: () => questionsSection(s, source.wordings),
    quality_metrics: () => qualitySection(s),
    funnel_analysis: () => funnelSection(s),
  };
  return html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${survey.title}</title><style>${new Html(STYLE)}</style></head><body>
${cover(source, s, sections)}
${sections.map((name) => html`<section><h2>${SECTION_TITLES[name]}</h2>${body[name]()}</section>`)}
</body></html>`.text;
}
