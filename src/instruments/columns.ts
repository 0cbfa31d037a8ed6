// Each instrument instance's per-session score as an export column (docs/design/instruments.md): numbers after the calculated variables,
// named `<instrument>_score` (`_2`, `_3` for a second instance of one instrument); empty for an unscored session.
import type { SurveyInstrumentRow } from '../db/schema';
import type { ExportRow } from '../responses/repository';
import type { StoredAnswer } from '../answers';
import { fromJson, toJson } from '../db/values';
import { instrumentOf, type Instrument } from './catalogue';
import { round, scoreSession } from './scoring';
import { itemAnswers } from './service';

export interface ScoreColumn {
  name: string;
  label: string;
  type: 'number';
  score(answers: readonly StoredAnswer[]): number | null;
}

export function scoreColumns(instances: readonly SurveyInstrumentRow[]): ScoreColumn[] {
  const seen = new Map<string, number>();
  return instances.map((row) => {
    const instrument = instrumentOf(row.instrument_id) as Instrument;
    const n = (seen.get(instrument.id) ?? 0) + 1;
    seen.set(instrument.id, n);
    return {
      name: `${instrument.id}_score${n > 1 ? `_${n}` : ''}`,
      label: `${instrument.name} score`,
      type: 'number',
      score: (answers) => {
        const scored = scoreSession(instrument, itemAnswers(row, answers));
        return scored ? round(scored.score) : null;
      },
    };
  });
}

/** The row with its instrument scores beside its stored variables (which the variable columns read). */
export function withScore(row: ExportRow, columns: readonly ScoreColumn[]): ExportRow {
  if (!columns.length) return row;
  const answers = fromJson<StoredAnswer[]>(row.answers, []);
  const scores = Object.fromEntries(columns.map((c) => [c.name, c.score(answers)]));
  return { ...row, variables: toJson({ ...fromJson<Record<string, unknown>>(row.variables, {}), ...scores }) };
}
