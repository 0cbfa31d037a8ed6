// What the analysis worker runs (src/wording-check/pool.ts): the analysis, with "no questions" as a value rather than
// an exception, since an error's class does not cross a thread.
import { analyze, type HealthCheckResult } from './analyze';
import { NoQuestions } from './parse';
import type { Mode } from './thresholds';

export type JobOutcome = { result: HealthCheckResult } | { noQuestions: string };

export function runAnalysis(mode: Mode, content: string): JobOutcome {
  try {
    return { result: analyze(mode, content) };
  } catch (error) {
    if (error instanceof NoQuestions) return { noQuestions: error.message };
    throw error;
  }
}
