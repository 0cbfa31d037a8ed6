// The CPU time a process has used so far (user and system, every thread), read from /proc: what the benchmarks divide
// by the calls a server answered, a figure other processes' noise moves far less than throughput on a shared machine.
'use strict';
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');

const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  } catch {
    return 10;
  }
})();

/** In ms, or NaN where /proc is missing. */
function cpuMs(pid) {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

module.exports = { cpuMs };
