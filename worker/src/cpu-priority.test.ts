import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lowerCpuPriority, type Scheduler, thisProcess } from './cpu-priority.ts';

/** Threads and their nice values as the system would keep them; `refuse` and `gone` make setting them fail as it would. */
function schedulerOf(nice: Record<number, number>, failures: { refuse?: Error; gone?: number[] } = {}) {
  const set: Array<[number, number]> = [];
  const scheduler: Scheduler = {
    threads: () => Object.keys(nice).map(Number),
    getPriority: (id) => nice[id] ?? 0,
    setPriority(id, value) {
      if (failures.gone?.includes(id)) os.getPriority(2 ** 22 + 1); // the system's own "no such process"
      if (failures.refuse) throw failures.refuse;
      nice[id] = value;
      set.push([id, value]);
    },
  };
  return { scheduler, nice, set };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) } };
}

/** How libuv reports a refused setpriority(2) through `os`. */
const permissionDenied = Object.assign(new Error('A system error occurred: uv_os_setpriority returned EACCES (permission denied)'), {
  code: 'ERR_SYSTEM_ERROR',
  info: { code: 'EACCES', errno: -13, syscall: 'uv_os_setpriority' },
});

describe('the mail worker on its own lowering its CPU priority (MAIL_WORKER_NICE)', () => {
  it('given nice 10, then every thread of the process runs at nice 10, and it says so in one line', () => {
    const { scheduler, nice } = schedulerOf({ 100: 0, 101: 0, 102: 0 });
    const { lines, log } = recordingLog();

    expect(lowerCpuPriority(10, log, scheduler)).toEqual({ result: 'lowered', nice: 10 });
    expect(nice).toEqual({ 100: 10, 101: 10, 102: 10 });
    expect(lines).toEqual(['info: mail worker: runs at nice 10 (MAIL_WORKER_NICE), below requests on a shared CPU']);
  });

  it('given nice 0, then nothing is changed and nothing said', () => {
    const { scheduler, set } = schedulerOf({ 100: 0, 101: 0 });
    const { lines, log } = recordingLog();

    expect(lowerCpuPriority(0, log, scheduler)).toEqual({ result: 'unchanged' });
    expect(set).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('given a process started at a lower priority already (nice 15), then it is never raised', () => {
    const { scheduler, nice, set } = schedulerOf({ 100: 15, 101: 15 });
    const { log } = recordingLog();

    expect(lowerCpuPriority(10, log, scheduler)).toEqual({ result: 'unchanged' });
    expect(set).toEqual([]);
    expect(nice).toEqual({ 100: 15, 101: 15 });
  });

  it('given the system refuses, then it logs one line and goes on as it was', () => {
    const { scheduler } = schedulerOf({ 100: 0, 101: 0 }, { refuse: permissionDenied });
    const { lines, log } = recordingLog();

    const outcome = lowerCpuPriority(10, log, scheduler);

    expect(outcome).toMatchObject({ result: 'refused', reason: expect.stringContaining('EACCES') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn: mail worker: could not lower its CPU priority to nice 10 \(MAIL_WORKER_NICE\), running as it was: .*permission denied/);
  });

  it('given a thread that ended after it was listed, then the others are lowered all the same', () => {
    const { scheduler, nice } = schedulerOf({ 100: 0, 101: 0, 102: 0 }, { gone: [101] });
    const { log } = recordingLog();

    expect(lowerCpuPriority(10, log, scheduler).result).toBe('lowered');
    expect(nice).toEqual({ 100: 10, 101: 0, 102: 10 });
  });

  it.runIf(process.platform === 'linux')('given Linux, then this process is every thread in /proc/self/task, its main thread among them', () => {
    const threads = thisProcess.threads();

    expect(threads).toContain(process.pid);
    expect(threads.length).toBeGreaterThan(1);
  });
});
