// Where the project's own files are, whether running from src/ (tests) or dist/src/ (built).
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'openapi.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('openapi.yaml not found above ' + start);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(__dirname);
export const CONTRACT_YAML = path.join(PROJECT_ROOT, 'openapi.yaml');
export const CONTRACT_JSON = path.join(PROJECT_ROOT, 'generated', 'openapi.json');
/** The release, from package.json. */
export const VERSION = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
