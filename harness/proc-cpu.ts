// The CPU time a process has used so far (user and system, every thread), read from /proc: what the benchmarks divide
// by the calls a server answered, a figure other processes' noise moves far less than throughput on a shared machine.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  } catch {
    return 10;
  }
})();

/** In ms, or NaN where /proc is missing. */
export function cpuMs(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** The machine's busy and idle CPU ticks so far (/proc/stat's first line), or null where /proc is missing. */
export function machineTicks(): { idle: number; total: number } | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { idle: n[3] + n[4], total: n.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** The machine's idle share between two readings of machineTicks (NaN where /proc is missing). */
export const idleShare = (from: ReturnType<typeof machineTicks>, to: ReturnType<typeof machineTicks>): number =>
  from && to ? (to.idle - from.idle) / (to.total - from.total) : NaN;

/** A process's peak resident memory so far (VmHWM), in MB; NaN where /proc is missing. */
export function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
