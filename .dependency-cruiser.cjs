// The dependency rule (README: Architecture notes): `npm run lint` fails on an import that breaks the layering or
// closes a cycle, and scripts/folder-cycles.mjs on folders of src/ importing each other in a cycle. Every folder of src/ is
// named below, as core, an entry point or a capability: a new folder fails the lint until it is placed.
// Core: src/http (operations, surfaces, the resource kit), src/db, src/auth, src/events and the root files of src/
// (contract, errors, paginate, html, the composition root). Capabilities: every other folder.
const CORE = '(auth|db|events|http)';
// Entry points besides the root's server: the command line builds the services as src/server.ts does.
const ENTRY = '(cli)';
const CAPABILITIES =
  '(analytics|calibration|collectors|conclusions|contacts|debriefs|docs|email|exports|flags|hosted|instruments|language-model|organization|pretest|questions|report|responses|retention|review|rewards|seed|surveys|variables|webhooks|wording-check)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Files may not import each other in a circle, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'http-knows-no-capability',
      comment:
        'src/http knows operations, surfaces and the resource registry; the composition root (src/resources.ts, src/server.ts) fills them from the capabilities.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: `^src/${CAPABILITIES}/` },
    },
    {
      name: 'capabilities-know-no-http',
      comment: 'Capabilities take contract types from src/contract.ts and shared helpers from the root of src/, never from src/http.',
      severity: 'error',
      from: { path: `^src/${CAPABILITIES}/` },
      to: { path: '^src/http/' },
    },
    {
      name: 'every-folder-placed',
      comment: 'Each folder of src/ is named in .dependency-cruiser.cjs as core, an entry point or a capability, so the rules cover it.',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: `^src/(${CORE.slice(1, -1)}|${ENTRY.slice(1, -1)}|${CAPABILITIES.slice(1, -1)})/` },
      to: {},
    },
    {
      name: 'only-the-composition-root-registers',
      comment:
        'Writers publish on the change journal; enrichers and reactors are registered in src/compose.ts and imported nowhere else, so no writer reaches one.',
      severity: 'error',
      from: { path: '^(src|handlers)/', pathNot: '^src/compose\\.ts$' },
      to: { path: '^src/[^/]+/(reactor|enricher)\\.ts$' },
    },
    {
      name: 'capabilities-take-what-they-use',
      comment:
        'A capability names the services it uses (the database, the log, the configuration values it reads), not the whole bag of src/services.ts.',
      severity: 'error',
      from: { path: `^src/${CAPABILITIES}/` },
      to: { path: '^src/services\\.ts$' },
    },
    {
      name: 'thresholds-read-by-their-capability',
      comment:
        "A capability's thresholds.ts is read by that capability only; what an operator may change is in the one typed configuration (src/config.ts).",
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/[^/]+/thresholds\\.ts$', pathNot: '^src/$1/thresholds\\.ts$' },
    },
    {
      name: 'thresholds-not-read-from-outside',
      comment: "The root files (the configuration, the composition) and the operation modules read no capability's thresholds either.",
      severity: 'error',
      from: { path: '^(src/[^/]+\\.ts$|handlers/)' },
      to: { path: '^src/[^/]+/thresholds\\.ts$' },
    },
    {
      name: 'migrations-import-nothing-live',
      comment: 'A migration is frozen when it ships: it imports no code of the service, which changes after it.',
      severity: 'error',
      from: { path: '^src/db/migrations/' },
      to: { path: '^(src|handlers)/', pathNot: '^src/db/migrations/' },
    },
    {
      name: 'handlers-are-reached-through-the-table',
      comment: 'The operation modules are imported by the generated operation table only, which src/server.ts hands to the transport.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^handlers/' },
    },
    {
      name: 'events-know-no-writer',
      comment:
        'The change journal names what changed (rows, the questionnaire from src/questions); it imports no session writer, so a writer can never be reached from a reactor through it.',
      severity: 'error',
      from: { path: '^src/events/' },
      to: { path: '^src/responses/' },
    },
    {
      name: 'core-knows-only-capability-tables',
      comment: "src/db assembles the capabilities' table types; it and src/auth import nothing else of a capability.",
      severity: 'error',
      from: { path: '^src/(db|auth)/' },
      to: { path: `^src/${CAPABILITIES}/`, pathNot: '/table\\.ts$' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(generated|dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
