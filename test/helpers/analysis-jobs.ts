// Stand-ins for the health check's analysis job (src/wording-check/job.ts), loaded by its worker thread: one that
// fails, or (given content that says "never ends") loops forever.
export function runAnalysis(mode: string, content: string): never {
  if (content.includes('never ends')) for (;;);
  throw new Error(`secret internals (${mode})`);
}
