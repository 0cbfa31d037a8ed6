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
import { FLAG_WORDS, HEALTH_COMPONENT_WORDS, meaningfulTerm, QUESTION_TYPE_WORDS } from './labels';
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
const secs = (s: number | undefined): string => (s === undefined ? 'n/a' : s < 120 ? `${round(s, 0)} s` : `${round(s / 60, 1)} min`);
/** Durations in one unit for a whole table: minutes when any of them is two minutes or more, else seconds. */
function durations(values: (number | undefined)[]): { unit: string; show: (s: number | undefined) => string } {
  const minutes = values.some((v) => v !== undefined && v >= 120);
  return {
    unit: minutes ? 'minutes' : 'seconds',
    show: (v) => (v === undefined ? 'n/a' : minutes ? String(round(v / 60, 1)) : String(round(v, 0))),
  };
}

const metric = (label: string, value: string) => html`<div class="metric"><div class="v">${value}</div><div class="k">${label}</div></div>`;

function table(head: string[], rows: (string | number)[][], numeric: number[] = []): Html {
  const cls = (i: number) => (numeric.includes(i) ? 'n' : '');
  return html`<table><thead><tr>${head.map((h, i) => html`<th class="${cls(i)}">${h}</th>`)}</tr></thead>
<tbody>${rows.map((r) => html`<tr>${r.map((c, i) => html`<td class="${cls(i)}">${typeof c === 'number' ? num(c) : c}</td>`)}</tr>`)}</tbody></table>`;
}

function summarySection(surveyId: string, title: string, s: Snapshot): Html {
  const summary = executiveSummary(surveyId, title, s);
  const k = summary.keyMetrics;
  const health = healthScore(s.overview);
  return html`
<div class="metrics">
  ${metric('Sessions', num(k.totalSessions))}${metric('Completed', num(k.completedSessions))}${metric('Completion rate', k.qualifiedSessions ? pct(k.completionRate) : 'n/a')}
  ${metric('Median time', secs(k.medianCompletionTime))}${metric('Flagged for quality', pct(k.flaggedShare))}
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
    String(round(c.input, 4)),
    `${c.penalty} of ${c.maxPenalty}`,
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
  devices.map((d) => [d.label, d.sessions, d.qualified, d.completed, pct(d.completionRate)]),
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
        countries.map((c) => [c.label, c.sessions, pct(c.completionRate)]),
        [1, 2],
      )}`
    : ''
}`;
}

function statsBlock(st: Schemas['QuestionStats']): Html {
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
    case 'matrix':
      // Each row's whole distribution (a stacked bar, the columns in their order), with its base.
      return stackedBars(
        st.rows.slice(0, REPORT_LIMITS.matrixRows).map((r) => ({
          label: r.label,
          n: r.n,
          parts: r.columns.map((c) => ({ label: c.label, share: c.share })),
        })),
      );
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
    case 'text':
      return st.terms.length
        ? html`<p class="small">Mean length ${st.meanLength === null ? 'n/a' : round(st.meanLength, 0)} characters; n = ${num(st.n)}. Most frequent terms (common words and fillers left out):</p>${barChart(
            st.terms.filter((x) => meaningfulTerm(x.term)).map((x) => ({ label: x.term, value: x.count, text: num(x.count) })),
          )}`
        : html`<p class="muted small">No terms yet.</p>`;
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
  rows.map((q) => [q.title, q.type === 'attention_check' ? 'Attention check' : 'Screener', q.answeredCount]),
  [2],
)}`;
}

function timingTable(t: Schemas['SurveyAnalytics']['timing']): Html {
  const d = durations([t.medianCompletionTime, t.avgCompletionTime, t.p25CompletionTime, t.p75CompletionTime]);
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

function questionsSection(s: Snapshot): Html {
  // Attention checks and screeners measure the respondents, not the topic: they are reported under quality, not here.
  const findings = s.questions.filter((q) => !screeningQuestions(s.questionnaire).has(q.questionId));
  if (findings.length === 0) return html`<p class="muted">The survey has no analysed questions.</p>`;
  return html`${findings.map(
    (q, i) => html`<div class="question">
<h3>${i + 1}. ${q.title}</h3>
<p class="small muted">${QUESTION_TYPE_WORDS[q.type]}: shown to ${num(q.shownCount)}, answered by ${num(q.answeredCount)} (${pct(q.answerRate)}); ${num(q.unansweredCount)} left it blank,
${num(q.skippedCount)} were never asked (logic), ${num(q.notReachedCount)} did not reach it.</p>
${q.answeredCount > 0 && q.answeredCount < 30 ? html`<div class="note">Base of ${q.answeredCount}: too small to report shares with confidence.</div>` : ''}
${statsBlock(q.stats)}</div>`,
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
  const order = new Map(s.questionnaire.map((q, i) => [q.id, i]));
  const steps = [...f.steps].sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  return html`
<p>${num(f.sessions)} sessions entered the funnel; ${num(f.completed)} completed and ${num(f.abandoned)} were abandoned. An abandoned session is
charged to the last question it was shown; sessions the logic routed past a question are counted apart.</p>
<h3>Sessions reaching each question</h3>
<p class="small">In questionnaire order. A question marked * is asked only of some respondents (the logic routes the others past it): fewer sessions there is branching, not drop-off; drop-off is the "Abandoned here" column.</p>
${barChart(steps.map((st) => ({ label: `${st.skippedByLogicCount ? '* ' : ''}${st.title}`, value: st.shownCount, text: `${num(st.shownCount)} (${pct(st.reachedShare)})` })))}
${table(
  ['#', 'Question', 'Shown (n)', 'Answered', 'Routed past by logic', 'Abandoned here'],
  steps.map((st, i) => [
    i + 1,
    `${st.skippedByLogicCount ? '* ' : ''}${st.title}`,
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
        f.exitQuestions.map((e) => [e.title, e.abandonedCount, pct(e.share)]),
        [1, 2],
      )
    : html`<p class="muted">No session has been abandoned.</p>`
}`;
}

export function reportHtml(
  survey: { id: string; title: string; status: string },
  s: Snapshot,
  sections: readonly Section[],
  generatedAt: string,
): string {
  const body: Record<Section, () => Html> = {
    executive_summary: () => summarySection(survey.id, survey.title, s),
    response_overview: () => overviewSection(s),
    question_analysis: () => questionsSection(s),
    quality_metrics: () => qualitySection(s),
    funnel_analysis: () => funnelSection(s),
  };
  return html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${survey.title}</title><style>${new Html(STYLE)}</style></head><body>
${sections.map(
  (name, i) => html`<section class="${i === 0 ? 'first' : ''}">
${i === 0 ? html`<h1>${survey.title}</h1><p class="muted">Survey report · status ${survey.status} · generated ${generatedAt} · sections: ${sections.map((x) => SECTION_TITLES[x]).join(', ')}</p>` : ''}
<h2>${SECTION_TITLES[name]}</h2>${body[name]()}</section>`,
)}
</body></html>`.text;
}
