// What one round trip through a generated client saw: every client must see the same (test/clients/clients.test.ts).
export interface Trip {
  /** The types of the three questions created, in order. */
  questionTypes: string[];
  /** The nps question's `lowLabel` after the config update, and its `highLabel` default kept. */
  npsLabels: [string, string];
  /** The matrix answer as the responses list returns it after the import. */
  matrixAnswer: unknown;
  /** Surveys on page 1 (page size 2), the total, then the batch the page's cursor leads to. */
  paging: { page: number; total: number; cursorBatch: number; hasMore: boolean };
  /** The export's column names, its number of records, and whether it came as an attachment. */
  exportFile: { header: string[]; rows: number; attachment: boolean };
  /** The field a `400` names, and the `code` of a `404`. */
  badRequestField: string;
  notFoundCode: string;
  /** The respondent surface: the next question after answering all three (null: none left), the status after completing. */
  respondent: { afterAnswer: string | null; completed: string };
  health: string;
}

export const CLIENT_SURVEY = { title: 'Typed client' };
export const PLAN_OPTIONS = [
  { id: 'free', label: 'Free' },
  { id: 'pro', label: 'Pro' },
];
export const GRID = {
  rows: [
    { id: 'speed', label: 'Speed' },
    { id: 'support', label: 'Support' },
  ],
  columns: [
    { id: 'low', label: 'Unsatisfied' },
    { id: 'high', label: 'Satisfied' },
  ],
};
export const MATRIX_ANSWER = { speed: 'high', support: 'low' };
/** The answers every trip submits: a choice, an NPS and a grid row each. */
export function tripAnswers(ids: { choice: string; nps: string; matrix: string }) {
  return [
    { questionId: ids.choice, value: 'pro' },
    { questionId: ids.nps, value: 9 },
    { questionId: ids.matrix, value: MATRIX_ANSWER },
  ];
}
export const MISSING_ID = '0192f3c4-0000-7000-8000-000000000000';
export const STARTED_AT = '2026-11-20T10:00:00.000Z';
export const COMPLETED_AT = '2026-11-20T10:05:00.000Z';

/** Column names and record count of a CSV file whose first line is its header (no quoted line breaks here). */
export function csvShape(text: string, disposition: string | null): Trip['exportFile'] {
  const lines = text.trim().split(/\r?\n/);
  return { header: lines[0].split(','), rows: lines.length - 1, attachment: (disposition ?? '').startsWith('attachment') };
}
