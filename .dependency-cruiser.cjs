// The dependency rule (style.md, "the shape to grow into"): `npm run lint` fails on an import that breaks the
// layering or closes a cycle. Core: src/http (operations, surfaces, the resource kit), src/db, src/auth, src/events and
// the root files of src/ (contract, errors, paginate, composition). Capabilities: every other folder of src/.
const CAPABILITIES =
  '(analytics|conclusions|docs|exports|flags|health-check|model|pretest|questions|report|responses|review|seed|surveys|webhooks)';

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
      name: 'writers-import-no-subscriber',
      comment: 'Session and survey writers publish on the change journal; analytics and webhooks subscribe in src/compose.ts.',
      severity: 'error',
      from: { path: '^src/(responses|surveys|questions|seed)/' },
      to: { path: '^src/(analytics|webhooks)/' },
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
