// Typed domain errors. Anything thrown anywhere becomes one problem+json response in src/http/problem.ts.
import { PROBLEMS, type ProblemCode } from './problems';

export interface FieldError {
  in: 'body' | 'query' | 'path' | 'header';
  name: string;
  message: string;
  /** The question an answer at fault was given to (docs/design/responses.md: the 400 names the question). */
  questionId?: string;
  /** The character at fault in a text, 0-based (an expression, a placeholder). */
  position?: number;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extras: {
      errors?: FieldError[];
      requiredScope?: string;
      feature?: string;
      plan?: string;
      permission?: string;
      oldestCursor?: string;
    } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = PROBLEMS[code].status;
  }
}

export const invalid = (errors: FieldError[], detail?: string): ApiError =>
  new ApiError('invalid_request', detail ?? `The request has ${errors.length} invalid field${errors.length === 1 ? '' : 's'}.`, { errors });

export const invalidField = (where: FieldError['in'], name: string, message: string): ApiError => invalid([{ in: where, name, message }]);

export const notFound = (what: string, id: string): ApiError => new ApiError('not_found', `${what} ${id} was not found.`);
