// Turns the submitted content into questions: one per line (text), or one per column header of a CSV (a form
// builder's responses export, or any CSV), parsed with csv-parse (quoted headers with commas and newlines). CSV modes
// also infer each column's type from its values and look for personal data (importSignals).
import { parse } from 'csv-parse/sync';
import type { Schemas } from '../contract';
import { HEALTH_CHECK, type Mode } from './thresholds';
import { isEmailAddress } from '../text-scan';

type QuestionType = Schemas['QuestionType'];

export interface ParsedQuestion {
  text: string;
  /** A question type inferred from the column's values (CSV modes). */
  type?: QuestionType;
}

export interface ImportSignals {
  typeConfidence: number;
  piiDetected: boolean;
  ambiguities: { column: string; reason: string }[];
}

export class NoQuestions extends Error {}

/** Leading numbering: "1.", "1)", "Q1:", "Question 2 -", bullets. */
const NUMBERING = /^\s*(?:(?:q(?:uestion)?\s*)?\d+\s*[.):\-–]+|q(?:uestion)?\s*\d+\s*|[-*•·]+)\s*/i;

/** Columns a form builder adds around the answers (Google Forms, Microsoft Forms, Typeform, SurveyMonkey, Jotform). */
const FORM_METADATA =
  /^(timestamp|email address|email|e-mail|score|total points|quiz feedback|id|#|start time|completion time|last modified time|name|start date.*|submit date.*|network id|response type|tags|respondent id|collector id|date created|date modified|ip address|submission date|submission id|response id)$/i;
const CSV_SKIPPED = /(time\s*stamp|timestamp|^date$|date\s*(created|submitted|modified)|submitted at|created at|^time$|e-?mail)/i;
const PII_HEADER =
  /\b(name|first name|last name|surname|full name|e-?mail|phone|mobile|telephone|cell|address|street|post ?code|zip|city of residence|date of birth|birthday|ssn|social security|passport)\b/i;

const PHONE = /^\+?[\d\s().-]{7,20}$/;
const DATE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:[AP]M|Z|[+-]\d{2}:?\d{2})?)?$/i;
const BOOLEAN = /^(yes|no|true|false|y|n)$/i;

export function textQuestions(content: string): ParsedQuestion[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.replace(NUMBERING, '').trim())
    .filter((line) => /[A-Za-z]/.test(line))
    .map((text) => ({ text }));
}

interface Column {
  header: string;
  values: string[];
}

const digits = (v: string) => (v.match(/\d/g) ?? []).length;

/** The type that fits most of the column's values and the share it fits; free text when no type fits any. */
function inferType(values: string[]): { type: QuestionType; agreement: number } | null {
  if (values.length === 0) return null;
  const share = (test: (v: string) => boolean) => values.filter(test).length / values.length;
  // Checkbox answers arrive joined with ";" (Google Forms, Microsoft Forms): count the choices, not the combinations.
  const multiple = values.some((v) => v.includes(';'));
  const items = multiple ? values.flatMap((v) => v.split(';').map((x) => x.trim().toLowerCase())) : values.map((v) => v.toLowerCase());
  const distinct = new Set(items).size;
  const candidates: [QuestionType, number][] = [
    ['email', share((v) => isEmailAddress(v))],
    ['number', share((v) => v.trim() !== '' && Number.isFinite(Number(v.replace(/,/g, ''))))],
    ['date', share((v) => DATE.test(v.trim()) && !Number.isNaN(Date.parse(v.replace(/\./g, '-'))))],
    ['phone', share((v) => PHONE.test(v) && digits(v) >= 7)],
    ['yes_no', share((v) => BOOLEAN.test(v.trim()))],
    [multiple ? 'multiple_choice' : 'single_choice', distinct <= HEALTH_CHECK.choiceDistinct && distinct < items.length ? 1 : 0],
  ];
  const [type, agreement] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  if (agreement > 0) return { type, agreement };
  const meanLength = values.reduce((n, v) => n + v.length, 0) / values.length;
  return { type: meanLength > 50 ? 'long_text' : 'short_text', agreement: 1 };
}

export function csvQuestions(content: string, mode: Exclude<Mode, 'text'>): { questions: ParsedQuestion[]; signals: ImportSignals } {
  let rows: string[][];
  try {
    rows = parse(content, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new NoQuestions(`the CSV could not be read: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw new NoQuestions('the CSV has no header row');
  const columns: Column[] = rows[0].map((header, i) => ({
    header: header.replace(/\s+/g, ' ').trim(),
    values: rows
      .slice(1)
      .map((r) => (r[i] ?? '').trim())
      .filter(Boolean),
  }));
  const skip = (c: Column) => {
    if (!c.header) return true;
    if (mode === 'form_builder_csv') return FORM_METADATA.test(c.header);
    const inferred = inferType(c.values)?.type;
    return CSV_SKIPPED.test(c.header) || inferred === 'email' || (inferred === 'date' && /time|date|submitted|created/i.test(c.header));
  };
  const pii = columns.some(
    (c) => PII_HEADER.test(c.header) || c.values.some((v) => isEmailAddress(v) || (PHONE.test(v) && digits(v) >= 9 && !DATE.test(v))),
  );
  const kept = columns.filter((c) => !skip(c)).slice(0, HEALTH_CHECK.maxQuestions);
  const ambiguities: ImportSignals['ambiguities'] = [];
  const agreements: number[] = [];
  const questions = kept.map((c) => {
    const inferred = inferType(c.values);
    if (!inferred) {
      ambiguities.push({ column: c.header, reason: 'no answers: the type cannot be inferred' });
      agreements.push(0);
      return { text: c.header };
    }
    agreements.push(inferred.agreement);
    if (inferred.agreement < HEALTH_CHECK.typeAgreement) {
      ambiguities.push({ column: c.header, reason: `mixed values: ${Math.round(inferred.agreement * 100)}% look like ${inferred.type}` });
    }
    return { text: c.header, type: inferred.type };
  });
  const typeConfidence = agreements.length ? Math.round((agreements.reduce((a, b) => a + b, 0) / agreements.length) * 100) / 100 : 0;
  return { questions, signals: { typeConfidence, piiDetected: pii, ambiguities } };
}
