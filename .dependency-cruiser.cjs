// The dependency rule (README: Architecture notes): `npm run lint` fails on an import that breaks the layering or
// closes a cycle, and scripts/folder-cycles.mjs on folders of src/ importing each other in a cycle. Every folder of src/ is
// named below, as core, an entry point or a capability: a new folder fails the lint until it is placed.
// Core: src/http (operations, surfaces, the replies), src/db, src/auth, src/journal (the change journal), src/audit (the
// audit trail every surface writes to) and the root files of src/
// (contract, errors, paginate, html, the composition root). Capabilities: every other folder.
const CORE = '(auth|db|journal|http|audit)';
// Entry points besides the root's server: the command line builds the services as src/server.ts does.
const ENTRY = '(cli)';
const CAPABILITIES =
  '(analytics|calibration|collectors|conclusions|contacts|debriefs|docs|email|erasure|exports|flags|hidden-fields|hosted|piping|quotas|feed|localization|theme|instruments|language-model|collections|pretest|questionnaire|questions|report|responses|retention|review|rewards|seed|surveys|variables|webhooks|wording-check)';

/** A rule whose breach fails the lint: what may not import what, and why. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

module.exports = {
  forbidden: [
    forbid('no-cycles', 'Files may not import each other in a circle, type-only imports included.', {}, { circular: true }),
    forbid(
      'http-knows-no-capability',
      'src/http knows operations, surfaces and the resource registry; the composition root (src/resources.ts, src/server.ts) fills them from the capabilities.',
      { path: '^src/http/' },
      { path: `^src/${CAPABILITIES}/` },
    ),
    forbid(
      'capabilities-know-no-http',
      'Capabilities take contract types from src/contract.ts and shared helpers from the root of src/, never from src/http.',
      { path: `^src/${CAPABILITIES}/` },
      { path: '^src/http/' },
    ),
    forbid(
      'every-folder-placed',
      'Each folder of src/ is named in .dependency-cruiser.cjs as core, an entry point or a capability, so the rules cover it.',
      { path: '^src/[^/]+/', pathNot: `^src/(${CORE.slice(1, -1)}|${ENTRY.slice(1, -1)}|${CAPABILITIES.slice(1, -1)})/` },
      {},
    ),
    forbid(
      'only-the-composition-root-registers',
      'Writers publish on the change journal; enrichers and reactors are registered in src/compose.ts and imported nowhere else, so no writer reaches one.',
      { path: '^(src|handlers)/', pathNot: '^src/compose\\.ts$' },
      { path: '^src/[^/]+/(reactor|enricher)\\.ts$' },
    ),
    forbid(
      'capabilities-take-what-they-use',
      'A capability names the services it uses (the database, the log, the configuration values it reads), not the whole bag of src/services.ts.',
      { path: `^src/${CAPABILITIES}/` },
      { path: '^src/services\\.ts$' },
    ),
    forbid(
      'thresholds-read-by-their-capability',
      "A capability's thresholds.ts is read by that capability only; what an operator may change is in the one typed configuration (src/config.ts).",
      { path: '^src/([^/]+)/' },
      { path: '^src/[^/]+/thresholds\\.ts$', pathNot: '^src/$1/thresholds\\.ts$' },
    ),
    forbid(
      'thresholds-not-read-from-outside',
      "The root files (the configuration, the composition) and the operation modules read no capability's thresholds either.",
      { path: '^(src/[^/]+\\.ts$|handlers/)' },
      { path: '^src/[^/]+/thresholds\\.ts$' },
    ),
    forbid(
      'migrations-import-nothing-live',
      'A migration is frozen when it ships: it imports no code of the service, which changes after it.',
      { path: '^src/db/migrations/' },
      { path: '^(src|handlers)/', pathNot: '^src/db/migrations/' },
    ),
    forbid(
      'handlers-are-reached-through-the-table',
      'The operation modules are imported by the generated operation table only, which src/server.ts hands to the transport.',
      { path: '^src/' },
      { path: '^handlers/' },
    ),
    forbid(
      'journal-knows-no-writer',
      'The change journal names what changed (rows, the questionnaire engine of src/questionnaire); it imports no session writer, so a writer can never be reached from a reactor through it.',
      { path: '^src/journal/' },
      { path: '^src/responses/' },
    ),
    forbid(
      'reactors-write-no-session',
      'A reactor reads the settled event; it imports no session writer or sessions repository, so it cannot store a session behind the writer (the journal refuses such a write at run time too).',
      { path: '^src/[^/]+/reactor\\.ts$' },
      { path: '^src/responses/(session-writer|repository)\\.ts$' },
    ),
    forbid(
      'core-knows-only-capability-tables',
      "src/db assembles the capabilities' table types; it and src/auth import nothing else of a capability.",
      { path: '^src/(db|auth)/' },
      { path: `^src/${CAPABILITIES}/`, pathNot: '/table\\.ts$' },
    ),
    forbid('no-unresolvable', '', {}, { couldNotResolve: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(generated|dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
