// Terms of open-text answers for "most frequent terms": lower-cased words, English stop words removed (the
// stopword package's list), numbers and one-letter tokens dropped.
import { eng, removeStopwords } from 'stopword';
import type { Tokenizer } from './facts';

/** Longest term kept (longer tokens are noise: URLs, pasted hashes). */
export const MAX_TERM_LENGTH = 40;

export const tokenize: Tokenizer = (text) =>
  removeStopwords(text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'-]*/gu) ?? [], eng).filter(
    (w) => w.length > 1 && w.length <= MAX_TERM_LENGTH,
  );
