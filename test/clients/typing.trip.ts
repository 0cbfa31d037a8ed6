// What the generated types accept and refuse, compiled by clients.test.ts (`tsc --strict`) and never run: a
// question's new config is typed by the question types' configs in both openapi-typescript and @hey-api, so a
// misspelt field fails to compile (were it typed as any object, the `@ts-expect-error` lines would be unused and fail).
import type { components } from './generated/openapi-typescript/schema';
import type { UpdateQuestionRequest } from './generated/hey-api/types.gen';

type Update = components['schemas']['UpdateQuestionRequest'];

export const labels: Update = { config: { lowLabel: 'Never', highLabel: 'Extremely likely' } };
export const options: UpdateQuestionRequest = { config: { options: [{ id: 'pro', label: 'Pro' }], allowOther: true } };

// @ts-expect-error `lowLable` is no field of any question type's config
export const misspelt: Update = { config: { lowLable: 'Never' } };
// @ts-expect-error nor in the @hey-api types
export const misspeltHeyApi: UpdateQuestionRequest = { config: { lowLable: 'Never' } };
// @ts-expect-error a label is text
export const wrongType: Update = { config: { lowLabel: 0 } };
