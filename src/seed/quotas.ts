// The demo survey's quota (docs/design/quotas.md): 100 qualified completions from Pro customers, counted from the
// sessions seeded before it, so the overview, the quota's counts and `fieldwork quotas` have something to show.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { listQuestionRows } from '../questions/repository';
import { createQuota } from '../quotas/service';

export const DEMO_QUOTA = { name: 'Pro customers', limit: 100 } as const;

export async function seedDemoQuota(db: Db, survey: SurveyRow): Promise<void> {
  const plan = (await listQuestionRows(db.kysely, survey.id)).find((q) => q.title === 'Which plan are you on?');
  if (!plan) return;
  await createQuota(db, survey, { ...DEMO_QUOTA, condition: { questionId: plan.id, operator: 'equals', value: 'pro' } });
}
