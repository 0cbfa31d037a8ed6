// Export lines: each session's line in each export format as the last export wrote it, so the next export of unchanged
// sessions reads one narrow row in place of the session's. A cache: a trigger on sessions forgets a session's lines
// whenever the session row changes (whatever wrote it), and a line counts only under the export key it was written for.

export interface ExportLinesTable {
  session_id: string;
  /** The export format the line is written in: csv, json, xlsx or spss (src/exports/formats.ts). */
  format: string;
  /** What the line was written for: the questionnaire, variables, instruments and line format (src/exports/lines.ts). */
  export_key: string;
  /** The session's part of the file: a CSV line (CRLF included), a JSON object, a worksheet row's cells, a data.csv line. */
  line: string;
  /** SPSS only: the byte widths of the line's text variables, comma-separated (the syntax declares the widest). */
  widths: string | null;
}
