#!/usr/bin/env node
// The `fieldwork` command: runs the built CLI (npm run build compiles it into dist/).
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const entry = path.join(__dirname, '..', 'dist', 'src', 'cli', 'main.js');
if (!fs.existsSync(entry)) {
  process.stderr.write('fieldwork: not built yet; run `npm run build` first\n');
  process.exit(1);
}
require(entry).main(process.argv);
