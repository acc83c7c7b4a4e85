/**
 * The machine's processes as Linux's /proc tells of them: which a process started, and the CPU time
 * spent by those a load runs through (utime + stime): the product's own processes by pid, and every
 * Postgres server process by name (each connection is a backend of its own). It tells which part of
 * the machine a request's time goes to; on a system without /proc it reports nothing rather than a
 * guess.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100; // USER_HZ: 100 on every Linux that Node supports

/** One process's CPU time so far, in ms: all of it (user + system), and the part in the kernel (system). */
export interface CpuTime {
  total: number;
  system: number;
}

/** A process's /proc/<pid>/stat fields from the third on (state, ppid, ...); undefined when it is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Every process id on the machine. */
const allPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** utime and stime of one process; undefined when it is gone. */
function cpuMs(pid: number): CpuTime | undefined {
  const fields = statFields(pid);
  if (!fields) return undefined;
  const [user, system] = [Number(fields[11]), Number(fields[12])].map((ticks) => (ticks * 1000) / clockTicksPerSecond) as [number, number];
  return { total: user + system, system };
}

/** Whether a process's file in /proc says so; false when it is gone. */
function procFileMatches(pid: number, file: string, matches: (content: string) => boolean): boolean {
  try {
    return matches(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
  } catch {
    return false;
  }
}

const postgresPids = () => allPids().filter((pid) => procFileMatches(pid, 'comm', (name) => name.trim() === 'postgres'));

/** The processes `parent` started, and whether each has `marker` (NAME=value) in its environment. */
export function childrenOf(parent: number, marker: string): { pid: number; marked: boolean }[] {
  return allPids()
    .filter((pid) => Number(statFields(pid)?.[1]) === parent)
    .map((pid) => ({ pid, marked: procFileMatches(pid, 'environ', (environment) => environment.split('\0').includes(marker)) }));
}

/** The CPU time of each of these processes that still runs. */
const timesOf = (pids: readonly number[]) =>
  new Map(
    pids.flatMap((pid) => {
      const time = cpuMs(pid);
      return time === undefined ? [] : [[pid, time] as const];
    }),
  );

export type CpuSnapshot = Map<string, Map<number, CpuTime>>;

/** A snapshot of the named processes' CPU time (a name may stand for several), plus "postgres": every Postgres process. */
export function snapshotCpu(processes: Record<string, number | readonly number[] | undefined>): CpuSnapshot | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const snapshot: CpuSnapshot = new Map();
  for (const [name, pids] of Object.entries(processes)) {
    const times = timesOf([pids ?? []].flat());
    if (times.size > 0) snapshot.set(name, times);
  }
  snapshot.set('postgres', timesOf(postgresPids()));
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

/** A process and all it started, down the tree (Postgres's postmaster: every backend and helper). */
function processTree(root: number): number[] {
  const parents = new Map(allPids().map((pid) => [pid, Number(statFields(pid)?.[1])] as const));
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/**
 * All the CPU time, in ms, that a process and everything it ever started have spent so far: each
 * living process's utime + stime, plus cutime + cstime (what its children that have exited spent,
 * added when it reaped them). A Postgres backend whose connection closed meanwhile still counts.
 * The difference of two readings is what the tree spent between them; undefined without /proc.
 */
export function treeCpuMs(root: number): number | undefined {
  if (!existsSync(`/proc/${root}/stat`)) return undefined;
  let ticks = 0;
  for (const pid of processTree(root)) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

/** The process that started this one (Postgres: a backend's postmaster); undefined when it is gone. */
export function parentOf(pid: number): number | undefined {
  const parent = Number(statFields(pid)?.[1]);
  return Number.isInteger(parent) && parent > 0 ? parent : undefined;
}
