// The wordings a survey's trial asks its questions in (docs/design/calibration.md), for the report's note under each
// question whose figures combine several: the arm, its title for the question, and the sessions the arm was given.
import type { Db } from '../database';
import type { Snapshot } from '../analytics/service';
import { armCounters, armsOf } from '../calibration/repository';
import type { Wording } from './document';

export async function trialWordings(db: Db, surveyId: string, s: Snapshot): Promise<Map<string, Wording[]>> {
  const [arms, counters] = await Promise.all([armsOf(db.kysely, surveyId), armCounters(db.kysely, surveyId)]);
  const out = new Map<string, Wording[]>();
  if (arms.length < 2) return out;
  const sessions = new Map<string, number>();
  for (const c of counters) sessions.set(c.armId, (sessions.get(c.armId) ?? 0) + c.n);
  for (const q of s.questionnaire) {
    const wordings = arms.map((arm) => {
      const override = (JSON.parse(arm.overrides) as { questionId: string; title?: string }[]).find((o) => o.questionId === q.id);
      return { arm: arm.name, title: override?.title ?? q.title, sessions: sessions.get(arm.id) ?? 0 };
    });
    if (new Set(wordings.map((w) => w.title)).size > 1) out.set(q.id, wordings);
  }
  return out;
}
