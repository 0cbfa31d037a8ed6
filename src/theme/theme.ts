// A theme (docs/design/theme.md): the service's default, a request checked (contrast, the logo's bytes) and filled in,
// and the stylesheet the hosted page links after its own.
import type { Schemas } from '../contract';
import { invalid, type FieldError } from '../errors';
import { contrastRatio, onColor, ratioText } from './contrast';

export type Theme = Schemas['Theme'];

export const DEFAULT_THEME: Theme = {
  primaryColor: '#1d4ed8',
  backgroundColor: '#ffffff',
  textColor: '#1f2937',
  fontFamily: 'system',
  cornerRadius: 8,
  logo: null,
  showProgress: true,
};

/** WCAG AA's ratio for text: what text and links must reach against the background. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The largest logo, decoded. */
export const MAX_LOGO_BYTES = 200 * 1024;

/** How each type's bytes begin (an SVG is text: its root element, after an optional XML declaration and comments). */
const SIGNATURES: Record<Schemas['ThemeLogo']['contentType'], (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/svg+xml': (b) => isSvg(b.subarray(0, 4096).toString('utf8')),
};

/** Whether the text's root element is `<svg`, after an XML declaration, comments and a doctype (each found by indexOf:
 * no pattern backtracks over the caller's bytes). */
function isSvg(text: string): boolean {
  let rest = text.trimStart();
  const skip = (open: string, close: string): boolean => {
    if (!rest.startsWith(open)) return true;
    const end = rest.indexOf(close, open.length);
    if (end < 0) return false;
    rest = rest.slice(end + close.length).trimStart();
    return true;
  };
  if (!skip('<?xml', '?>')) return false;
  while (rest.startsWith('<!--')) if (!skip('<!--', '-->')) return false;
  if (!skip('<!DOCTYPE', '>')) return false;
  return /^<svg[\s>]/i.test(rest);
}

function logoProblems(logo: Schemas['ThemeLogo']): FieldError[] {
  const at = (message: string): FieldError[] => [{ in: 'body', name: 'logo.data', message }];
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(logo.data) || logo.data.length % 4 !== 0) return at('must be base64');
  const bytes = Buffer.from(logo.data, 'base64');
  if (bytes.length > MAX_LOGO_BYTES)
    return at(`must be at most ${MAX_LOGO_BYTES / 1024} KB once decoded (it is ${Math.ceil(bytes.length / 1024)} KB)`);
  return SIGNATURES[logo.contentType](bytes)
    ? []
    : at(`is not ${logo.contentType === 'image/svg+xml' ? 'an SVG image' : `a ${logo.contentType.slice(6).toUpperCase()} image`}`);
}

/** The request with the defaults filled in; a colour pair under WCAG AA or a logo that is not what it says is a 400. */
export function themeOf(body: Schemas['ThemeRequest']): Theme {
  const theme: Theme = { ...DEFAULT_THEME, ...body };
  const errors: FieldError[] = [];
  for (const field of ['textColor', 'primaryColor'] as const) {
    const ratio = contrastRatio(theme[field], theme.backgroundColor);
    if (ratio < MIN_TEXT_CONTRAST)
      errors.push({
        in: 'body',
        name: field,
        message: `${theme[field]} on backgroundColor ${theme.backgroundColor} has a contrast of ${ratioText(ratio, MIN_TEXT_CONTRAST)}; WCAG AA asks at least ${MIN_TEXT_CONTRAST}:1 for text`,
      });
  }
  if (theme.logo) errors.push(...logoProblems(theme.logo));
  if (errors.length) throw invalid(errors);
  return theme;
}

const FONTS: Record<Theme['fontFamily'], string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  serif: 'Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif',
  rounded:
    'ui-rounded,"SF Pro Rounded","Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT Bold",Calibri,source-sans-pro,sans-serif',
  monospace: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
};

/**
 * The stylesheet that dresses the page's own (src/hosted/assets.ts) in the theme: the background, the text (the
 * muted greys of the default take the text colour, so every text keeps the contrast checked), the primary colour
 * on buttons, links, the chosen option and the progress bar, the font and the corners. Colours were checked against
 * #RRGGBB when saved, so nothing of a caller's reaches the CSS but those and numbers.
 */
export function themeCss(t: Theme): string {
  const r = `${t.cornerRadius}px`;
  const p = t.primaryColor;
  return [
    `html{font-family:${FONTS[t.fontFamily]};color:${t.textColor};background:${t.backgroundColor}}`,
    `main{background:${t.backgroundColor}}`,
    `.desc,.hint,.progress-label,.ends,.scale small,.survey-title{color:${t.textColor}}`,
    `.opt,.reward,input[type=text],input[type=email],input[type=tel],input[type=url],input[type=number],input[type=date],input[type=time],input[type=password],select,textarea{border-radius:${r}}`,
    `.opt:has(input:checked){border-color:${p};background:transparent;box-shadow:inset 0 0 0 2px ${p}}`,
    `input[type=radio],input[type=checkbox],input[type=range],.progress{accent-color:${p}}`,
    `.progress::-webkit-progress-value{background:${p}}`,
    `.progress::-moz-progress-bar{background:${p}}`,
    `.reward{border-color:${p};background:transparent}`,
    `button{border-color:${p};background:${p};color:${onColor(p)};border-radius:${r}}`,
    `button.secondary{background:${t.backgroundColor};color:${p}}`,
    `a{color:${p}}`,
    `.logo{display:block;max-width:12rem;max-height:4rem;margin:0 0 1rem}`,
    t.showProgress ? '' : '.progress,.progress-label{display:none}',
  ].join('\n');
}
