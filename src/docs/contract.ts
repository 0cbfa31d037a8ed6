// The contract as this deployment publishes it: `openapi.yaml` exactly as written, but for the default of its server
// variable `site`, which becomes the deployment's SITE_URL. Clients generated from the served document, and the
// reference page's "Test request", then call this deployment on whatever host it runs.
import fs from 'node:fs';
import { CONTRACT_JSON, CONTRACT_YAML } from '../paths';

/** The line of openapi.yaml that holds the server variable's default (the first `default:` under `servers:`). */
const SITE_DEFAULT = /^(servers:\n(?:(?!\S).*\n|\n)*?\s+site:\n\s+default: ).*$/m;

export function publishedContract(siteUrl: string): { yaml: string; json: string } {
  const yaml = fs.readFileSync(CONTRACT_YAML, 'utf8');
  if (!SITE_DEFAULT.test(yaml)) throw new Error('openapi.yaml has no default for its server variable `site`');
  const doc = JSON.parse(fs.readFileSync(CONTRACT_JSON, 'utf8')) as { servers: { variables: { site: { default: string } } }[] };
  doc.servers[0].variables.site.default = siteUrl;
  return { yaml: yaml.replace(SITE_DEFAULT, (_line, head: string) => `${head}${siteUrl}`), json: JSON.stringify(doc) };
}
