#!/usr/bin/env node
// Installs the system packages the project needs when they are missing (Debian's apt, as root or through sudo).
//   serve: Chromium, which renders the PDF report (skipped when CHROMIUM_PATH names a browser), and the Noto CJK
//          and colour emoji fonts it draws titles in any script with.
//   test:  the above, GNU PSPP (checks that the SPSS export's syntax runs) and poppler-utils (pdftotext and
//          pdftoppm read the PDF report back).
// `npm start` runs it for serve, `npm test` for test; safe to run again: present commands are left alone.
// FW_SKIP_SYSTEM_DEPS=1 skips it (what needs a missing package then fails with a message naming it).
'use strict';
const fs = require('node:fs');
const { execFileSync, spawnSync } = require('node:child_process');

/** Fonts the PDF report draws text in any script with: CJK, and colour emoji (DejaVu, always there, covers Arabic). */
const FONTS = {
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc': 'fonts-noto-cjk',
  '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf': 'fonts-noto-color-emoji',
};

/** group -> { command on PATH, or a file's absolute path: Debian package that provides it } */
const NEEDED = {
  serve: { chromium: 'chromium', ...FONTS },
  // openssl makes the self-signed certificate of the webhook tests' HTTPS receiver.
  test: { chromium: 'chromium', pspp: 'pspp', pdftotext: 'poppler-utils', pdftoppm: 'poppler-utils', openssl: 'openssl', ...FONTS },
};

const has = (what) =>
  what.startsWith('/') ? fs.existsSync(what) : spawnSync('sh', ['-c', `command -v ${what}`], { stdio: 'ignore' }).status === 0;

function install(packages) {
  const root = process.getuid?.() === 0;
  if (!root && !has('sudo')) throw new Error(`cannot install ${packages.join(' ')}: not root and no sudo`);
  const run = (args) =>
    execFileSync(root ? args[0] : 'sudo', root ? args.slice(1) : args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  process.stderr.write(
    `system-deps: installing ${packages.join(' ')} with apt-get${root ? ' as root' : ' through sudo'} ` +
      `(the PDF report needs them; FW_SKIP_SYSTEM_DEPS=1 skips this)\n`,
  );
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

function ensure(group) {
  if (['1', 'true', 'yes'].includes(process.env.FW_SKIP_SYSTEM_DEPS ?? '')) return;
  const wanted = { ...NEEDED[group] };
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) delete wanted.chromium;
  const missing = [
    ...new Set(
      Object.entries(wanted)
        .filter(([command]) => !has(command))
        .map(([, pkg]) => pkg),
    ),
  ];
  if (!missing.length) return;
  try {
    install(missing);
  } catch (error) {
    process.stderr.write(`system-deps: ${error.message}; what needs ${missing.join(', ')} will fail\n`);
  }
}

module.exports = { ensure };
if (require.main === module) ensure(process.argv[2] ?? 'test');
