// What the hosted page says at each moment when the survey's `messages` leave it unsaid (SurveyMessages in the
// contract: "absent keys use the service's defaults"), and on each refusal of a collector's rules: the page's own
// words, in its language (src/hosted/catalogue.ts).
import type { Schemas } from '../contract';
import type { MessageId, PageText } from './catalogue';

export type MessageKey = keyof Schemas['SurveyMessages'];

/** The survey's message (already in the respondent's language), else the page's default; a welcome has none. */
export const messageOf = (messages: Schemas['SurveyMessages'], key: MessageKey, text: PageText): string =>
  messages[key] ?? (key === 'welcome' ? '' : text.t(key));

/** The page shown for a refusal code of the respondent surface: its title and message. */
export const REFUSALS: Record<string, { title: MessageId; message: MessageId }> = {
  collector_closed: { title: 'collectorClosedTitle', message: 'collectorClosed' },
  collector_full: { title: 'collectorFullTitle', message: 'collectorFull' },
  already_responded: { title: 'alreadyRespondedTitle', message: 'alreadyResponded' },
  session_finished: { title: 'sessionFinishedTitle', message: 'sessionFinished' },
};
