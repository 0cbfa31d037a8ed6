// The hosted page's screens (docs/design/collectors.md): the shell (lang, title, the page's own stylesheet and script), the welcome, one
// question with the progress bar, and the end or a refusal with the survey's message. Everything a survey wrote is
// escaped (html.ts); the form posts back to the page itself.
import type { QuestionType } from '../questions/table';
import type { Config } from '../questions/answer-checks';
import { esc } from '../html';
import { followable } from './html';
import { fieldsOf } from './fields';
import type { PageText } from './catalogue';

export interface Shell {
  lang: string;
  /** `rtl` lays the page out right to left (the stylesheet uses logical sides, so it mirrors). */
  dir?: 'ltr' | 'rtl';
  title: string;
  /** The survey's other languages, each a link to this page in it; shown when there is more than one. */
  switcher?: { label: string; links: { tag: string; name: string; href: string; current: boolean }[] };
  /** The survey's theme stylesheet (docs/design/theme.md), linked after the page's own; none for the plain page. */
  themeHref?: string;
  /** The theme's logo, at the top of every screen. */
  logo?: { src: string; alt: string };
}

export function page(shell: Shell, body: string): string {
  return `<!doctype html>
<html lang="${esc(shell.lang)}" dir="${shell.dir ?? 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${esc(shell.title)}</title>
<link rel="stylesheet" href="/s/assets/page.css">${shell.themeHref ? `\n<link rel="stylesheet" href="${esc(shell.themeHref)}">` : ''}
<script src="/s/assets/page.js" defer></script>
</head>
<body><main>${switcher(shell.switcher)}${shell.logo ? `<img class="logo" src="${esc(shell.logo.src)}" alt="${esc(shell.logo.alt)}">` : ''}${body}</main></body>
</html>`;
}

/** Each language named in itself, in its own language and direction, the current one marked. */
function switcher(s: Shell['switcher']): string {
  if (!s || s.links.length < 2) return '';
  const links = s.links.map(
    (l) =>
      `<li><a href="${esc(l.href)}" lang="${esc(l.tag)}" hreflang="${esc(l.tag)}"${l.current ? ' aria-current="true"' : ''}>${esc(l.name)}</a></li>`,
  );
  return `<nav class="languages" aria-label="${esc(s.label)}"><ul>${links.join('')}</ul></nav>`;
}

const paragraphs = (text: string | null | undefined): string =>
  text
    ? text
        .split(/\n{2,}/)
        .map((p) => `<p class="desc">${esc(p).replace(/\n/g, '<br>')}</p>`)
        .join('')
    : '';

const errorBox = (message: string | null): string => (message ? `<div class="error" role="alert" id="error">${esc(message)}</div>` : '');

export interface WelcomeView {
  /** The survey's title, above the welcome screen's own when it has one. */
  surveyTitle?: string;
  title: string;
  description: string | null;
  message: string | null;
  passwordProtected: boolean;
  contactToken: string | null;
  /** Inputs the form carries to the start unseen (the link's hidden field values). */
  hidden: readonly { name: string; value: string }[];
  /** Where the form posts: the page's own path, without the link's query (what it carried is in the form). */
  action?: string;
  error: string | null;
  button: string;
  text: PageText;
  /** The page's language, which the start gives the session. */
  language: string;
  /** Who is asking the questions, and the survey's privacy notice (an https address), shown under the welcome. */
  askedBy?: string | null;
  privacyNoticeUrl?: string | null;
}

/** "Asked by Acme · Privacy notice": who is asking, and the notice a respondent may read before starting. */
function sponsor(v: WelcomeView): string {
  const parts = [
    ...(v.askedBy ? [esc(v.text.t('askedBy', { name: v.askedBy }))] : []),
    ...(v.privacyNoticeUrl
      ? [`<a href="${esc(v.privacyNoticeUrl)}" rel="noopener" target="_blank">${esc(v.text.t('privacyNotice'))}</a>`]
      : []),
  ];
  return parts.length ? `<p class="sponsor">${parts.join(' · ')}</p>` : '';
}

export function welcome(v: WelcomeView): string {
  const password = v.passwordProtected
    ? `<label class="field" for="password">${esc(v.text.t('password'))}<input type="password" id="password" name="password" required autocomplete="off"${
        v.error ? ' aria-describedby="error" aria-invalid="true"' : ''
      }></label>`
    : '';
  const survey = v.surveyTitle && v.surveyTitle !== v.title ? `<p class="survey-title">${esc(v.surveyTitle)}</p>` : '';
  return `${survey}<h1>${esc(v.title)}</h1>${paragraphs(v.description)}${paragraphs(v.message)}${errorBox(v.error)}
<form method="post"${v.action ? ` action="${esc(v.action)}"` : ''}>
<input type="hidden" name="action" value="start">
<input type="hidden" name="lang" value="${esc(v.language)}">
${v.contactToken ? `<input type="hidden" name="t" value="${esc(v.contactToken)}">` : ''}
${v.hidden.map((h) => `<input type="hidden" name="${esc(h.name)}" value="${esc(h.value)}">\n`).join('')}
<div class="hp" aria-hidden="true"><label for="website">${esc(v.text.t('honeypot'))}</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>
${password}
<div class="actions"><button type="submit">${esc(v.button)}</button><span></span></div>
</form>${sponsor(v)}`;
}

export interface QuestionView {
  id: string;
  type: QuestionType;
  title: string;
  description: string | null;
  required: boolean;
  config: Config;
  /** 0-100: how far through the questionnaire this question is. */
  progress: number;
  canGoBack: boolean;
  error: string | null;
  last: boolean;
  text: PageText;
}

const SCREENS: readonly QuestionType[] = ['welcome_screen', 'thank_you_screen', 'statement'];

export function question(v: QuestionView): string {
  const screen = SCREENS.includes(v.type);
  const { t } = v.text;
  const button = typeof v.config.buttonLabel === 'string' ? v.config.buttonLabel : t(screen ? 'continue' : v.last ? 'submit' : 'next');
  const heading = screen
    ? `<h1 id="q-title">${esc(v.title)}</h1>${paragraphs(v.description)}`
    : `<legend><h1 id="q-title">${esc(v.title)}${v.required ? ` <span aria-hidden="true">*</span><span class="hp">${esc(t('required'))}</span>` : ''}</h1></legend>${
        v.description ? `<p class="desc" id="q-desc">${esc(v.description)}</p>` : ''
      }`;
  const fields = fieldsOf(v.type, v.config, v.required, t);
  const describedBy = [v.error ? 'error' : '', v.description ? 'q-desc' : ''].filter(Boolean).join(' ');
  const group = screen
    ? heading
    : `<fieldset${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${heading}${errorBox(v.error)}${fields}</fieldset>`;
  // The default button (Enter in a field) comes first in the markup; the stylesheet shows Back at the start side
  // (the left, or the right in a right-to-left language).
  const back = v.canGoBack
    ? `<button type="submit" name="action" value="back" class="secondary" formnovalidate>${esc(t('back'))}</button>`
    : '<span></span>';
  return `<progress class="progress" max="100" value="${v.progress}" aria-label="${esc(t('progress'))}"></progress>
<p class="progress-label">${esc(t('progressDone', { done: v.progress / 100 }))}</p>
<form method="post" data-question="${esc(v.id)}" novalidate>
<input type="hidden" name="questionId" value="${esc(v.id)}">
<input type="hidden" name="events" value="">
<input type="hidden" name="timeMs" value="">
${group}
<div class="actions"><button type="submit" name="action" value="answer">${esc(button)}</button>${back}</div>
</form>`;
}

export interface EndView {
  title: string;
  message: string;
  redirectUrl: string | null;
  /** The reward the session earned: its code, shown with the survey's reward message. */
  reward?: { code: string; message: string } | null;
  /** The redirect link's words (the page's language). */
  continueLabel?: string;
}

export function end(v: EndView): string {
  const url = followable(v.redirectUrl);
  const redirect = url ? `<p data-redirect="${esc(url)}"><a href="${esc(url)}">${esc(v.continueLabel ?? 'Continue')}</a></p>` : '';
  const message = v.message === v.title ? '' : paragraphs(v.message); // a thank-you screen titled with the message
  const reward = v.reward
    ? `<div class="reward">${paragraphs(v.reward.message)}<p class="reward-code"><strong>${esc(v.reward.code)}</strong></p></div>`
    : '';
  return `<div class="end" role="status"><h1>${esc(v.title)}</h1>${message}${reward}${redirect}</div>`;
}
