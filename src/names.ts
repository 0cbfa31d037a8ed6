// Names people give things (folders, tags, user groups): shown as written without surrounding white space, and
// compared by a case-folded key, so "NPS" and " nps " are the same name.
export const displayName = (name: string): string => name.trim();
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase('en');
