/**
 * CPU time spent by the processes a load runs through, read from Linux's /proc (utime + stime):
 * the product's own processes by pid, and every Postgres server process by name (each connection
 * is a backend of its own). It tells which part of the machine a request's time goes to; on a
 * system without /proc it reports nothing rather than a guess.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100; // USER_HZ: 100 on every Linux that Node supports

/** One process's CPU time so far, in ms: all of it (user + system), and the part in the kernel (system). */
export interface CpuTime {
  total: number;
  system: number;
}

/** utime and stime of one process; undefined when it is gone. */
function cpuMs(pid: number): CpuTime | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, system] = [Number(fields[11]), Number(fields[12])].map((ticks) => (ticks * 1000) / clockTicksPerSecond) as [number, number];
    return { total: user + system, system };
  } catch {
    return undefined;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export type CpuSnapshot = Map<string, Map<number, CpuTime>>;

/** A snapshot of the named processes' CPU time (a name may stand for several), plus "postgres": every Postgres process. */
export function snapshotCpu(processes: Record<string, number | readonly number[] | undefined>): CpuSnapshot | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const snapshot: CpuSnapshot = new Map();
  for (const [name, pids] of Object.entries(processes)) {
    const times = [pids ?? []].flat().flatMap((pid) => {
      const time = cpuMs(pid);
      return time === undefined ? [] : [[pid, time] as const];
    });
    if (times.length > 0) snapshot.set(name, new Map(times));
  }
  snapshot.set(
    'postgres',
    new Map(
      postgresPids().flatMap((pid) => {
        const time = cpuMs(pid);
        return time === undefined ? [] : [[pid, time] as const];
      }),
    ),
  );
  return snapshot;
}

/** CPU ms each named part spent between two snapshots (a process started meanwhile counts from zero). */
export function cpuSpent(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined): Record<string, CpuTime> {
  if (!before || !after) return {};
  const spent: Record<string, CpuTime> = {};
  for (const [name, pids] of after) {
    spent[name] = [...pids].reduce(
      (sum, [pid, time]) => {
        const earlier = before.get(name)?.get(pid) ?? { total: 0, system: 0 };
        return { total: sum.total + time.total - earlier.total, system: sum.system + time.system - earlier.system };
      },
      { total: 0, system: 0 },
    );
  }
  return spent;
}
