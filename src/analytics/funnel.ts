// The logic-aware funnel and the flow graph (docs/design/per-question.md): views, logic skips and abandonments kept apart.
import type { Schemas } from '../contract';
import { share } from './stats';
import { questionIdentity, type Structure } from './structure';
import type { Tally } from './tally';
import { TOP_EXITS } from './thresholds';

export function funnelSteps(structure: Structure, t: Tally): Schemas['FunnelStep'][] {
  return structure.analysed.map((q) => {
    const c = t.question(q.id);
    return {
      questionId: q.id,
      title: q.title,
      position: q.position,
      shownCount: c.count('shown'),
      answeredCount: c.count('answered'),
      skippedByLogicCount: c.count('skipped'),
      abandonedCount: c.count('exit', 'abandoned'),
      reachedShare: share(c.count('shown'), t.analysed),
    };
  });
}

export function funnel(surveyId: string, structure: Structure, t: Tally, abandonAfterMinutes: number): Schemas['FunnelAnalytics'] {
  const abandoned = t.outcome('abandoned');
  // Screens are never exit questions: a session left on one is charged to no question.
  const exits = structure.analysed
    .map((q) => ({ questionId: q.id, title: q.title, abandonedCount: t.question(q.id).count('exit', 'abandoned') }))
    .filter((e) => e.abandonedCount > 0)
    .sort((a, b) => b.abandonedCount - a.abandonedCount || structure.order(a.questionId) - structure.order(b.questionId))
    .slice(0, TOP_EXITS)
    .map((e) => ({ ...e, share: share(e.abandonedCount, abandoned) }));
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    sessions: t.analysed,
    completed: t.outcome('completed'),
    abandoned,
    steps: funnelSteps(structure, t),
    exitQuestions: exits,
    thresholds: { abandonAfterMinutes, topExits: TOP_EXITS },
  };
}

/** Ends a session without a way on: the last question, a thank-you screen, or a question whose logic can end it. */
function canEnd(structure: Structure, id: string): boolean {
  const q = structure.get(id);
  if (!q) return true;
  if (q.type === 'thank_you_screen' || structure.order(id) === structure.questions.length - 1) return true;
  const rules = (q.config.logic as { then?: Record<string, unknown> }[] | undefined) ?? [];
  return rules.some((r) => r.then && (r.then.endSurvey || r.then.screenOut || r.then.quotaFull));
}

export function flow(surveyId: string, structure: Structure, t: Tally): Schemas['FlowAnalytics'] {
  const known = (id: string): boolean => structure.order(id) >= 0;
  const links = t.links
    .filter((l) => known(l.from) && known(l.to))
    .map((l) => ({ from: l.from, to: l.to, count: l.n, viaLogic: structure.order(l.to) !== structure.order(l.from) + 1 }))
    .sort((a, b) => structure.order(a.from) - structure.order(b.from) || structure.order(a.to) - structure.order(b.to));
  const leaves = new Set(links.map((l) => l.from));
  const nodes = structure.questions.map((q) => {
    const c = t.question(q.id);
    return {
      ...questionIdentity(q),
      visits: c.count('visits'),
      sessions: c.count('shown'),
    };
  });
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    nodes,
    links,
    funnel: funnelSteps(structure, t),
    loops: links.filter((l) => structure.order(l.to) <= structure.order(l.from)).map(({ from, to, count }) => ({ from, to, count })),
    deadEnds: nodes
      .filter((n) => n.visits > 0 && !leaves.has(n.questionId) && !canEnd(structure, n.questionId))
      .map((n) => ({ questionId: n.questionId, title: n.title, visits: n.visits })),
    exitPoints: structure.questions
      .map((q) => {
        const c = t.question(q.id);
        const abandoned = c.count('exit', 'abandoned');
        const screenedOut = c.count('exit', 'screened_out');
        const quotaFull = c.count('exit', 'quota_full');
        return { questionId: q.id, title: q.title, abandoned, screenedOut, quotaFull, total: abandoned + screenedOut + quotaFull };
      })
      .filter((e) => e.total > 0),
  };
}
