// Text scanners that run in time linear in their input, for patterns applied to respondents' and callers' text. A
// regular expression whose quantified parts can match the same characters (`[a-z.]+\.[a-z]+`, `\s*,\s*`) backtracks
// over every split of a long run, and tried again at every start it takes quadratic time: 100 KB held the process for
// seconds. Each function here reads its input in one pass (or tries a pattern only at the start of a maximal run, so
// no character is scanned more than a fixed number of times); test/security/slow-patterns.test.ts holds them to it.

const LOCAL_RUN = /[\p{L}\p{N}._%+-]+/gu;
/** An address from the start of a run: the run, `@`, a domain with a dot and a top level of 2+ letters. */
const EMAIL_FROM_HERE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/uy;

/** Replaces every email address in `text` (as `[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}` finds them). */
export function replaceEmails(text: string, replacement: string): string {
  let out = '';
  let done = 0;
  for (const run of text.matchAll(LOCAL_RUN)) {
    const end = run.index + run[0].length;
    if (end <= done) continue;
    // An address can only start where a run of its characters starts (or where the last address ended inside one):
    // from anywhere later in the run it reaches the same `@` and fails the same way.
    const start = Math.max(run.index, done);
    EMAIL_FROM_HERE.lastIndex = start;
    const found = EMAIL_FROM_HERE.exec(text);
    if (!found) continue;
    out += text.slice(done, start) + replacement;
    done = start + found[0].length;
  }
  return out + text.slice(done);
}

/** Whether `text` is one email address and nothing else (no spaces, one `@`, a dot inside the domain). */
export function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || /\s/.test(text)) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.', domain.length - 2);
  return dot >= 1;
}

const PHONE_RUN = /\+?[\d\s().-]+/g;
const WORD_CHAR = /\w/;
/** Digits a run needs to be a phone number. */
export const PHONE_MIN_DIGITS = 7;

/**
 * Replaces phone numbers: seven or more digits written with the separators phone numbers use (+44 20 7946 0958,
 * (555) 123-4567), from a digit (or a leading +) to a digit, not inside a word.
 */
export function replacePhones(text: string, replacement: string): string {
  return text.replace(PHONE_RUN, (run: string, offset: number) => {
    let first = run.search(/[+\d]/);
    if (first > 0 && run[first - 1] === '(') first -= 1; // "(555) 123-4567": the bracket goes with the number
    let last = run.length - 1;
    while (last >= 0 && !/\d/.test(run[last])) last -= 1;
    if (first < 0 || last < first) return run;
    const before = offset + first > 0 ? text[offset + first - 1] : '';
    const after = text[offset + last + 1] ?? '';
    if (WORD_CHAR.test(after) || (/\d/.test(run[first]) && WORD_CHAR.test(before))) return run;
    const number = run.slice(first, last + 1);
    let digits = 0;
    for (const c of number) if (c >= '0' && c <= '9') digits += 1;
    return digits >= PHONE_MIN_DIGITS ? run.slice(0, first) + replacement + run.slice(last + 1) : run;
  });
}

/** Splits on any of the separator characters or the word "or", trimming each part (linear: no `\s*` around it). */
export function splitOptionList(text: string): string[] {
  return text.split(/[,/;|]|\bor\b/i).map((part) => part.trim());
}
