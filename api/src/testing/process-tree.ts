import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The program's name (`node`, `postgres`, `redis-server`, ...). */
  command: string;
}

/** Every process on the machine that has not ended (zombies, which have ended but are not yet reaped, left out). */
export async function runningProcesses(): Promise<ProcessInfo[]> {
  const { stdout } = await run('ps', ['-A', '-o', 'pid=,ppid=,stat=,comm=']);
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4 && !fields[2]?.startsWith('Z'))
    .map(([pid, ppid, , ...command]) => ({ pid: Number(pid), ppid: Number(ppid), command: command.join(' ') }));
}

/** The processes below `pid`: its children, theirs, and so on. */
export async function descendantsOf(pid: number): Promise<ProcessInfo[]> {
  const all = await runningProcesses();
  const found: ProcessInfo[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((process) => parents.has(process.ppid));
    found.push(...children);
    parents = new Set(children.map((child) => child.pid));
  }
  return found;
}

/** Those of `processes` that still run: the same pid, with the same program. */
export async function stillRunning(processes: readonly ProcessInfo[]): Promise<ProcessInfo[]> {
  const running = await runningProcesses();
  return processes.filter((process) => running.some((other) => other.pid === process.pid && other.command === process.command));
}

/** Whether nothing listens on the port of 127.0.0.1: a connection there is refused. */
export async function nothingListensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
