// The contract's changelog page (/docs/changelog): docs/changelog.md rendered once, on first request, with markdown-it
// (raw HTML in the file is escaped, not passed through), in the service's plain page.
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { PROJECT_ROOT } from '../paths';
import { textPage } from './reference';

export const CHANGELOG_FILE = path.join(PROJECT_ROOT, 'docs', 'changelog.md');

let rendered: string | null = null;

export function changelogPage(): string {
  rendered ??= textPage('Contract changelog', new MarkdownIt({ html: false }).render(fs.readFileSync(CHANGELOG_FILE, 'utf8')));
  return rendered;
}
