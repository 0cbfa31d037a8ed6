// What the hosted page says at each moment when the survey's `messages` leave it unsaid (SurveyMessages in the
// contract: "absent keys use the service's defaults"), and on each refusal of a collector's rules.
import type { Schemas } from '../contract';

export type MessageKey = keyof Schemas['SurveyMessages'];

export const DEFAULT_MESSAGES: Record<MessageKey, string> = {
  welcome: '',
  thankYou: 'Thank you! Your response has been recorded.',
  screenedOut: 'Thank you for your interest. This survey is looking for a different group of people.',
  quotaFull: 'Thank you for your interest. We already have all the responses we need from people like you.',
  paused: 'This survey is paused. Please come back later.',
  closed: 'This survey is closed and no longer takes responses.',
};

/** The page shown for a refusal code of the respondent surface. */
export const REFUSALS: Record<string, { title: string; message: string }> = {
  collector_closed: { title: 'This link is closed', message: 'This survey link no longer takes responses. Thank you for your interest.' },
  collector_full: { title: 'All responses received', message: 'This survey has received all the responses it needs. Thank you.' },
  already_responded: { title: 'Already answered', message: 'A response from this device was already received. Thank you for taking part.' },
  session_finished: { title: 'Already finished', message: 'This response is complete and can no longer be changed.' },
};

export const messageOf = (messages: Schemas['SurveyMessages'], key: MessageKey): string => messages[key] ?? DEFAULT_MESSAGES[key];
