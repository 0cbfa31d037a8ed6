// The pretest comparison (docs/design/model-calls.md): after the organisation's per-minute limit (x-rate-limit in the contract), the provider, the allowance
// reserved before the call (402), the call (502 when it fails, nothing billed), the reservation billed after it.
import { ApiError } from '../errors';
import type { OrganizationRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { Db } from '../database';
import type { Logger } from '../log';
import type { Config } from '../config';
import type { ProviderConfig } from './provider';
import { getOverview } from '../analytics/service';
import { allowanceState, bill, release, reserve } from '../language-model/allowance';
import { providerFor } from './provider';
import { ProviderError, type ModelProvider } from '../language-model/provider';
import { PRETEST } from './thresholds';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; log: Logger; config: Pick<Config, 'abandonAfterMinutes'> & ProviderConfig };

type Request = Schemas['PretestCompareRequest'];

const sizeOf = (effect: number): Schemas['PretestPrediction']['size'] => {
  const x = Math.abs(effect);
  return x < PRETEST.size.small ? 'negligible' : x < PRETEST.size.medium ? 'small' : x < PRETEST.size.large ? 'medium' : 'large';
};

const directionOf = (effect: number): Schemas['PretestPrediction']['direction'] =>
  Math.abs(effect) < PRETEST.noDifferenceBelow ? 'no_difference' : effect > 0 ? 'b_better' : 'a_better';

/** A provider failure, in choosing one or in calling it: 502, logged, nothing billed. */
function unavailable(services: Uses, error: unknown, provider?: ModelProvider): unknown {
  if (!(error instanceof ProviderError)) return error;
  services.log.warn({ provider: provider?.info, reason: error.message }, 'model provider failed');
  return new ApiError('provider_unavailable', `The model provider failed: ${error.message}. Nothing was billed; try again later.`);
}

export async function comparePhrasings(
  services: Uses,
  org: OrganizationRow,
  survey: SurveyRow,
  body: Request,
): Promise<Schemas['PretestComparison']> {
  let provider: ModelProvider;
  try {
    provider = await providerFor(services, org.id);
  } catch (error) {
    throw unavailable(services, error);
  }
  const overview = await getOverview(services.db, survey.id, ['confidence'], services.config.abandonAfterMinutes);
  const input = { ...body, surveyTitle: survey.title, ownData: overview.confidence?.defensible === true };
  const reservation = provider.billed ? await reserve(services.db, org, 'pretest_compare', PRETEST.weight) : null;
  let estimate;
  try {
    estimate = await provider.predictPhrasing(input);
  } catch (error) {
    if (reservation) await release(services.db, reservation);
    throw unavailable(services, error, provider);
  }
  if (reservation) await bill(services.db, reservation, provider.info.kind);
  const state = await allowanceState(services.db, org);
  return {
    surveyId: survey.id,
    category: body.category,
    provider: provider.info,
    prediction: {
      metric: 'completion_rate',
      direction: directionOf(estimate.effectPoints),
      effectPoints: estimate.effectPoints,
      size: sizeOf(estimate.effectPoints),
      confidence: estimate.confidence,
      rationale: estimate.rationale,
      factors: estimate.factors,
      answerShifts: estimate.answerShifts,
    },
    allowance: { billed: provider.billed, weight: provider.billed ? PRETEST.weight : 0, ...state },
    disclaimer: PRETEST.disclaimer,
    createdAt: new Date().toISOString(),
  };
}
