// The inputs of each question type on the hosted page (docs/design/collectors.md): native form controls only, grouped in a fieldset with
// the question as its legend, so labels, keyboard use and screen readers work without any script. Input names are
// the ones form.ts reads back (HostedPageForm in the contract).
import type { QuestionType } from '../questions/table';
import type { Config } from '../questions/answer-checks';
import { num } from '../questions/answer-checks';
import { esc } from '../html';
import { followable, idPart } from './html';
import type { PageText } from './catalogue';

type T = PageText['t'];

type Item = { id: string; label: string; imageUrl?: string };
const items = (c: Config, key: string): Item[] => (Array.isArray(c[key]) ? (c[key] as Item[]) : []);

/** Someone's choice among radios or checkboxes; `name` and `value` as the form posts them. */
function choice(kind: 'radio' | 'checkbox', name: string, value: string, label: string, required = false, extra = ''): string {
  const id = `${idPart(name)}-${idPart(value)}`;
  return `<label class="opt" for="${id}"><input type="${kind}" id="${id}" name="${esc(name)}" value="${esc(value)}"${
    required ? ' required' : ''
  }${extra}><span>${label}</span></label>`;
}

function options(t: T, c: Config, kind: 'radio' | 'checkbox', required: boolean, allowOther = c.allowOther === true): string {
  const list = items(c, 'options').map((o) =>
    choice(
      kind,
      'value',
      o.id,
      // A picture only from an http(s) address: one stored before the contract refused others is left out.
      `${followable(o.imageUrl) ? `<img src="${esc(o.imageUrl!)}" alt="">` : ''}${esc(o.label)}`,
      required && kind === 'radio',
    ),
  );
  if (allowOther) {
    list.push(
      choice(kind, 'value', '__other', esc(t('other'))) +
        `<label class="sub" for="other">${esc(t('otherSay'))}<input type="text" id="other" name="other" maxlength="1000"></label>`,
    );
  }
  return `<div class="opts">${list.join('')}</div>`;
}

/**
 * A scale is one even row; one of more than seven points (NPS's eleven) folds into two even rows on a phone, its
 * first row holding the larger half (assets.ts: `.scale.halves.c6` is six columns).
 */
const halves = (points: number): string => (points > 7 ? ` halves c${Math.min(Math.ceil(points / 2), 7)}` : '');

/**
 * A row of numbered choices (ratings, scales, NPS); `labels` name some points. On a long scale the cards are too
 * narrow for words, so the end labels show beneath it, each still read by a screen reader as part of its point.
 */
function scale(min: number, max: number, required: boolean, labels: Record<number, string> = {}, faces?: string[]): string {
  const long = max - min + 1 > 7;
  const points: string[] = [];
  for (let v = min; v <= max; v++) {
    const face = faces ? `<span aria-hidden="true">${faces[v - min] ?? ''}</span> ` : '';
    const text = labels[v] ? `${v} <small${long ? ' class="hp"' : ''}>${esc(labels[v])}</small>` : String(v);
    points.push(choice('radio', 'value', String(v), face + text, required));
  }
  const ends = [labels[min], labels[max]].map((l) => `<span>${l ? esc(`${l}`) : ''}</span>`).join('');
  const beneath = long && (labels[min] || labels[max]) ? `<div class="ends" aria-hidden="true">${ends}</div>` : '';
  return `<div class="scale${halves(points.length)}">${points.join('')}</div>${beneath}`;
}

const EMOJI = ['😞', '🙁', '😐', '🙂', '😀', '🤩', '🥳'];

function grid(c: Config, cell: (row: Item, col: Item) => string): string {
  const cols = items(c, 'columns');
  const head = cols.map((col) => `<th scope="col">${esc(col.label)}</th>`).join('');
  const body = items(c, 'rows')
    .map((row) => `<tr><th scope="row">${esc(row.label)}</th>${cols.map((col) => `<td>${cell(row, col)}</td>`).join('')}</tr>`)
    .join('');
  return `<div class="grid"><table><thead><tr><td></td>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** An input in a grid cell, named for its row (and column), labelled by both for screen readers; on a phone the grid
 * stacks and each cell shows its column's label beside the input (the span, hidden from screen readers). */
const cellInput = (type: string, name: string, value: string, row: Item, col: Item, required = false): string =>
  `<label class="cell"><input type="${type}" name="${esc(name)}" value="${esc(value)}" aria-label="${esc(`${row.label}: ${col.label}`)}"${
    required ? ' required' : ''
  }><span aria-hidden="true">${esc(col.label)}</span></label>`;

/**
 * The question's one answer (`value`) is named by the question itself, not by its visible hint ("Your answer"): a
 * screen reader, and a test that finds a field by its label, hear the question.
 */
const namedByQuestion = (name: string): string => (name === 'value' ? ' aria-labelledby="q-title"' : '');

function textInput(type: string, label: string, name: string, attrs = ''): string {
  const id = idPart(name);
  return `<label class="field" for="${id}">${esc(label)}<input type="${type}" id="${id}" name="${esc(name)}"${namedByQuestion(name)}${attrs}></label>`;
}

/** The contact and address fields the page labels (the catalogue's ids are the fields' names). */
const FIELD_LABELS = new Set([
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
] as const);
type FieldLabel = typeof FIELD_LABELS extends Set<infer L> ? L : never;

function fieldList(t: T, c: Config, fallback: string[]): string {
  const names = Array.isArray(c.fields) ? (c.fields as string[]) : fallback;
  const label = (f: string) => (FIELD_LABELS.has(f as FieldLabel) ? t(f as FieldLabel) : f);
  return names.map((f) => textInput(f === 'email' ? 'email' : 'text', label(f), `field.${f}`, ' maxlength="1000"')).join('');
}

function select(t: T, name: string, label: string, choices: Item[], required: boolean): string {
  const id = idPart(name);
  const opts = choices.map((o) => `<option value="${esc(o.id)}">${esc(o.label)}</option>`).join('');
  return `<label class="field" for="${id}">${esc(label)}<select id="${id}" name="${esc(name)}"${namedByQuestion(name)}${required ? ' required' : ''}><option value="">${esc(t('choose'))}</option>${opts}</select></label>`;
}

/** The inputs of one question (screens have none: their button is the form's), their own words in the page's language. */
export function fieldsOf(type: QuestionType, c: Config, required: boolean, t: T): string {
  const str = (k: string, fallback: string): string => (typeof c[k] === 'string' ? (c[k] as string) : fallback);
  switch (type) {
    case 'welcome_screen':
    case 'thank_you_screen':
    case 'statement':
      return '';
    case 'single_choice':
    case 'attention_check':
      return options(t, c, 'radio', required, type === 'single_choice' && c.allowOther === true);
    case 'multiple_choice':
      return `<p class="hint">${esc(t('chooseAll'))}</p>${options(t, c, 'checkbox', false)}`;
    case 'image_choice':
      return `${c.multiple === true ? `<p class="hint">${esc(t('chooseAll'))}</p>` : ''}${options(t, c, c.multiple === true ? 'checkbox' : 'radio', required, false)}`;
    case 'dropdown': {
      const list = items(c, 'options');
      const other = c.allowOther === true ? [{ id: '__other', label: t('other') }] : [];
      const extra = other.length ? textInput('text', t('otherSay'), 'other', ' maxlength="1000"') : '';
      return select(t, 'value', t('yourAnswer'), [...list, ...other], required) + extra;
    }
    case 'yes_no':
      return `<div class="opts row">${choice('radio', 'value', 'yes', esc(str('yesLabel', t('yes'))), required)}${choice('radio', 'value', 'no', esc(str('noLabel', t('no'))), required)}</div>`;
    case 'likert': {
      const labels = Array.isArray(c.labels) ? (c.labels as string[]) : [];
      return scale(1, num(c, 'points', 5), required, Object.fromEntries(labels.map((l, i) => [i + 1, l])));
    }
    case 'nps':
      return scale(0, 10, required, { 0: str('lowLabel', t('npsLow')), 10: str('highLabel', t('npsHigh')) });
    case 'stars':
      return scale(1, num(c, 'max', 5), required, {}, Array(num(c, 'max', 5)).fill('★'));
    case 'opinion_scale': {
      const min = num(c, 'min', 1);
      const max = num(c, 'max', 10);
      return scale(min, max, required, { [min]: str('lowLabel', ''), [max]: str('highLabel', '') });
    }
    case 'semantic_differential': {
      const n = num(c, 'points', 7);
      return scale(1, n, required, { 1: str('leftLabel', ''), [n]: str('rightLabel', '') });
    }
    case 'csat':
    case 'ces': {
      const n = num(c, 'points', type === 'csat' ? 5 : 7);
      return scale(1, n, required, { 1: str('lowLabel', ''), [n]: str('highLabel', '') });
    }
    case 'emoji_rating':
      return scale(1, num(c, 'points', 5), required, {}, EMOJI.slice(0, num(c, 'points', 5)));
    case 'slider': {
      const [min, max, step] = [num(c, 'min', 0), num(c, 'max', 100), num(c, 'step', 1)];
      return (
        `<label class="field" for="slider">${esc(str('lowLabel', String(min)))} – ${esc(str('highLabel', String(max)))}` +
        `<input type="range" id="slider" name="value" min="${min}" max="${max}" step="${step}" value="${min + Math.round((max - min) / step / 2) * step}">` +
        `<output for="slider" data-for="slider"></output></label>`
      );
    }
    case 'matrix_single':
      return grid(c, (row, col) => cellInput('radio', `row.${row.id}`, col.id, row, col, required));
    case 'matrix_multiple':
      return grid(c, (row, col) => cellInput('checkbox', `row.${row.id}`, col.id, row, col));
    case 'matrix_text':
      return grid(
        c,
        (row, col) =>
          `<label class="cell text"><span aria-hidden="true">${esc(col.label)}</span><input type="text" name="${esc(
            `cell.${row.id}.${col.id}`,
          )}" maxlength="1000" aria-label="${esc(`${row.label}: ${col.label}`)}"></label>`,
      );
    case 'ranking': {
      const list = items(c, 'options');
      const ranks = list.map((_, i) => ({ id: String(i + 1), label: String(i + 1) }));
      return `<p class="hint">${esc(t('rankHint'))}</p>${list.map((o) => select(t, `rank.${o.id}`, o.label, ranks, required)).join('')}`;
    }
    case 'constant_sum': {
      const total = num(c, 'total', 100);
      const inputs = items(c, 'options').map((o) =>
        textInput('number', o.label, `amount.${o.id}`, ' min="0" step="any" inputmode="decimal"'),
      );
      return `<p class="hint">${esc(t('sumHint', { total }))}</p>${inputs.join('')}`;
    }
    case 'maxdiff': {
      const list = items(c, 'options');
      const best = str('bestLabel', t('mostImportant'));
      const worst = str('worstLabel', t('leastImportant'));
      return (
        `<fieldset class="inner"><legend>${esc(best)}</legend><div class="opts">${list.map((o) => choice('radio', 'best', o.id, esc(o.label), required)).join('')}</div></fieldset>` +
        `<fieldset class="inner"><legend>${esc(worst)}</legend><div class="opts">${list.map((o) => choice('radio', 'worst', o.id, esc(o.label), required)).join('')}</div></fieldset>`
      );
    }
    case 'card_sort': {
      const categories = items(c, 'categories');
      return items(c, 'cards')
        .map((card) => select(t, `card.${card.id}`, card.label, categories, required))
        .join('');
    }
    case 'short_text':
      return textInput('text', t('yourAnswer'), 'value', ` maxlength="${num(c, 'maxLength', 250)}"${required ? ' required' : ''}`);
    case 'long_text': {
      const max = num(c, 'maxLength', 5000);
      // A limit the survey set is said; the default one is only enforced.
      const limit = typeof c.maxLength === 'number' ? `<p class="hint">${esc(t('charLimit', { max }))}</p>` : '';
      return `${limit}<label class="field" for="value">${esc(t('yourAnswer'))}<textarea id="value" name="value"${namedByQuestion('value')} rows="5" maxlength="${max}"${required ? ' required' : ''}></textarea></label>`;
    }
    case 'email':
      return textInput('email', t('emailAddress'), 'value', ` autocomplete="email"${required ? ' required' : ''}`);
    case 'phone':
      return textInput('tel', t('phoneNumber'), 'value', ` autocomplete="tel"${required ? ' required' : ''}`);
    case 'url':
      return textInput('url', t('webAddress'), 'value', ` placeholder="https://"${required ? ' required' : ''}`);
    case 'number': {
      const bounds = `${typeof c.min === 'number' ? ` min="${c.min}"` : ''}${typeof c.max === 'number' ? ` max="${c.max}"` : ''}`;
      const unit = typeof c.unit === 'string' ? ` (${c.unit})` : '';
      return textInput(
        'number',
        `${t('number')}${unit}`,
        'value',
        `${bounds} step="${c.integerOnly === true ? 1 : 'any'}"${required ? ' required' : ''}`,
      );
    }
    case 'date': {
      const bounds = `${typeof c.minDate === 'string' ? ` min="${esc(c.minDate)}"` : ''}${typeof c.maxDate === 'string' ? ` max="${esc(c.maxDate)}"` : ''}`;
      return textInput('date', t('date'), 'value', `${bounds}${required ? ' required' : ''}`);
    }
    case 'time':
      return textInput('time', t('time'), 'value', ` step="${num(c, 'minuteStep', 1) * 60}"${required ? ' required' : ''}`);
    case 'contact_info':
      return fieldList(t, c, ['firstName', 'lastName', 'email']);
    case 'address':
      return fieldList(t, c, ['line1', 'line2', 'city', 'region', 'postalCode', 'country']);
    case 'file_upload':
      // The service stores file references, not files: the respondent links to where the file is.
      return Array.from({ length: num(c, 'maxFiles', 1) }, (_, i) =>
        textInput('url', t('fileLink', { n: i + 1 }), 'value', ` placeholder="https://"${required && i === 0 ? ' required' : ''}`),
      ).join('');
    case 'signature':
      return textInput('text', t('sign'), 'value', ` autocomplete="name"${required ? ' required' : ''}`);
    case 'consent':
      return `<p>${esc(str('statement', ''))}${followable(c.linkUrl) ? ` <a href="${esc(c.linkUrl)}" target="_blank" rel="noopener">${esc(t('readMore'))}</a>` : ''}</p>${choice('checkbox', 'value', 'yes', esc(t('agree')), required)}`;
  }
}
