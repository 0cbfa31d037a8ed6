#!/usr/bin/env node
// `npm run build`: transpiles src/, handlers/ and generated/ into dist/ with SWC, file by file (JSON data is copied), and only the files
// whose source changed since their output was written (outputs of deleted sources are removed). A second
// `npm start` therefore starts at once; type-checking is `npm run typecheck` (CI runs it on every change).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist');
const DIRS = ['src', 'handlers', 'generated'];
const OPTIONS = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs', strictMode: true, noInterop: false },
  sourceMaps: true,
};

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|js|json)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const outputOf = (file) => path.join(out, path.relative(root, file)).replace(/\.ts$/, '.js');
const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

function build() {
  const started = Date.now();
  const wanted = new Set();
  let built = 0;
  for (const dir of DIRS) {
    for (const file of sources(path.join(root, dir))) {
      const target = outputOf(file);
      wanted.add(target);
      if (mtime(target) >= mtime(file)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (!file.endsWith('.ts')) {
        fs.copyFileSync(file, target); // generated validators (CommonJS already) and data the code imports (JSON)
      } else {
        const result = swc.transformFileSync(file, {
          ...OPTIONS,
          filename: file,
          sourceFileName: path.relative(path.dirname(target), file),
        });
        fs.writeFileSync(target, `${result.code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
        fs.writeFileSync(`${target}.map`, result.map);
      }
      built += 1;
    }
  }
  let removed = 0;
  for (const dir of DIRS) {
    const base = path.join(out, dir);
    if (!fs.existsSync(base)) continue;
    for (const file of sources(base)) {
      if (!wanted.has(file)) {
        fs.rmSync(file);
        fs.rmSync(`${file}.map`, { force: true });
        removed += 1;
      }
    }
  }
  process.stderr.write(`build: ${built} file(s) transpiled, ${removed} removed, ${Date.now() - started} ms\n`);
}

build();
