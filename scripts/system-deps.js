#!/usr/bin/env node
// Installs the system packages the test suite needs when they are missing (Debian's apt, as root or through sudo):
// GNU PSPP, which checks that the SPSS export's syntax runs. Called by `npm test`; safe to run again.
'use strict';
const { execFileSync, spawnSync } = require('node:child_process');

/** command on PATH -> Debian package that provides it */
const NEEDED = { pspp: 'pspp' };

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function install(packages) {
  const root = process.getuid?.() === 0;
  if (!root && !has('sudo')) throw new Error(`cannot install ${packages.join(' ')}: not root and no sudo`);
  const run = (args) => execFileSync(root ? args[0] : 'sudo', root ? args.slice(1) : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  process.stderr.write(`system-deps: installing ${packages.join(' ')} with apt-get\n`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

const missing = Object.entries(NEEDED).filter(([command]) => !has(command)).map(([, pkg]) => pkg);
if (missing.length) {
  try {
    install(missing);
  } catch (error) {
    process.stderr.write(`system-deps: ${error.message}; the tests that need ${missing.join(', ')} will fail\n`);
  }
}
