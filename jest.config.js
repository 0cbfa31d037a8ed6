// The API, command-line, medium and security suites run twice, once per database (projects `sqlite` and `postgres`); unit tests once.
const transform = { '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
const api = (db) => ({
  displayName: db,
  testMatch: [
    '<rootDir>/test/api/**/*.test.ts',
    '<rootDir>/test/cli/**/*.test.ts',
    '<rootDir>/test/medium/**/*.test.ts',
    '<rootDir>/test/security/**/*.test.ts',
  ],
  setupFiles: [`<rootDir>/test/setup/${db}.ts`],
  testEnvironment: 'node',
  transform,
});
const projects = [
  { displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'], testEnvironment: 'node', transform },
  api('sqlite'),
  // Generated clients against a real server (SQLite): the contract as SDK generators read it.
  {
    displayName: 'clients',
    testMatch: ['<rootDir>/test/clients/**/*.test.ts'],
    setupFiles: ['<rootDir>/test/setup/sqlite.ts'],
    testEnvironment: 'node',
    transform,
  },
];
if (!process.env.FW_TEST_SKIP_POSTGRES) projects.push(api('postgres'));

module.exports = { projects, maxWorkers: 2, testTimeout: 30000 };
