// Export lines: each session's CSV line as the last export wrote it, so the next export of unchanged sessions reads
// one narrow row in place of the session's. A cache: a trigger on sessions forgets a session's line whenever the
// session row changes (whatever wrote it), and a line counts only under the export key it was written for.

export interface ExportLinesTable {
  session_id: string;
  /** What the line was written for: the questionnaire, variables, instruments and line format (src/exports/lines.ts). */
  export_key: string;
  /** The session's CSV line, CRLF included. */
  line: string;
}
