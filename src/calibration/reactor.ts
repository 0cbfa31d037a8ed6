// Calibration as a journal reactor (docs/design/calibration.md): when sessions of a wording trial end (completed or abandoned), checks
// the stop rule over the counters the analytics reactor has just updated in the same transaction (it runs after it), and publishes
// `calibration.converged` once per objective and set of arms. Sessions without an arm cost nothing; the Monte Carlo
// runs only once every active arm has its minimum trials, then as the trials grow (CALIBRATION.stopCheckGrowth), and
// never again after the announcement.
import type { DomainJournal, DomainReactor, SessionsChanged } from '../journal/changes';
import type { Frozen, Trx } from '../journal/journal';
import { nowIso, toJson } from '../db/values';
import { activeArms, armCounters, saveSettings, settingsOf } from './repository';
import { decide } from './decide';
import { calibrationOf, posteriorOf, tallyArms } from './trials';
import { CALIBRATION } from './thresholds';

const ENDED = new Set(['completed', 'abandoned']);
const endsTrial = ({ before, after }: Frozen<SessionsChanged>['changes'][number]): boolean =>
  Boolean(after.arm_id) && ENDED.has(after.status) && before?.status !== after.status;

/** Which checkpoint of the stop rule a trial count has reached: each trial up to 1 / growth, then each growth. */
const checkpoint = (trials: number): number =>
  trials <= 1 / CALIBRATION.stopCheckGrowth ? trials : Math.floor(Math.log(trials) / Math.log(1 + CALIBRATION.stopCheckGrowth));

/** Whether the trials moved from `before` to `after` past a checkpoint (the Monte Carlo runs only then). */
export const checkpointCrossed = (before: number, after: number): boolean => checkpoint(Math.max(0, before)) !== checkpoint(after);

const round = (x: number): number => Number(x.toFixed(4));

export function calibrationReactor(journal: DomainJournal): DomainReactor {
  async function check(trx: Trx, { survey, changes }: Frozen<SessionsChanged>): Promise<void> {
    const ended = changes.filter(endsTrial).length;
    if (ended === 0) return;
    const settings = await settingsOf(trx, survey.id);
    if (settings?.converged_arm_id) return;
    const arms = await activeArms(trx, survey.id);
    if (arms.length < 2) return;
    const calibration = calibrationOf(settings);
    const { metric, stopRule } = calibration.objective;
    const tallies = tallyArms(await armCounters(trx, survey.id), metric);
    const standing = arms.map((a) => ({ id: a.id, t: tallies.get(a.id) ?? { assigned: 0, trials: 0, successes: 0 } }));
    if (standing.some((a) => a.t.trials < stopRule.minSessionsPerArm)) return;
    const total = standing.reduce((n, a) => n + a.t.trials, 0);
    if (!checkpointCrossed(total - ended, total)) return;
    const decision = decide(
      standing.map((a) => ({ trials: a.t.trials, posterior: posteriorOf(calibration, a.t) })),
      stopRule,
    );
    if (!decision.converged) return;
    const winner = standing[decision.leader].id;
    await saveSettings(trx, {
      survey_id: survey.id,
      organization_id: survey.organization_id,
      priors: toJson(calibration.priors),
      objective: toJson(calibration.objective),
      converged_arm_id: winner,
      updated_at: nowIso(),
    });
    await journal.publish(trx, 'calibration.converged', {
      survey,
      data: {
        surveyId: survey.id,
        metric,
        recommendedArmId: winner,
        arms: standing.map((a, i) => ({
          armId: a.id,
          trials: a.t.trials,
          successes: a.t.successes,
          probabilityBest: round(decision.best[i]),
        })),
      },
    });
  }
  return {
    name: 'calibration',
    reads: ['analytics_counters'], // the stop rule reads the counters the analytics keep
    writes: ['calibration_settings'],
    on: { 'session.completed': check, 'session.abandoned': check, 'session.imported': check },
  };
}
