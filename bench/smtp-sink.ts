import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The SMTP server the product mails during a load, off the load generator's event loop (smtp-sink-process.ts). */
export interface SmtpSink {
  url: string;
  /** Its process, for its CPU time. */
  pid: number | undefined;
  /** The plain text of every mail received so far (none when it only counts). */
  texts(): Promise<string[]>;
  /** How many mails it has accepted so far, and (when it only counts) the ms from the first to the last. */
  count(): Promise<{ count: number; spanMs: number }>;
  /** Counts from zero again (when it only counts). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** With `countOnly`, it parses nothing and keeps no text: it only counts (smtp-sink-process.ts). */
export async function startSmtpSink(options: { countOnly?: boolean } = {}): Promise<SmtpSink> {
  const child = fork(fileURLToPath(new URL('./smtp-sink-process.ts', import.meta.url)), options.countOnly ? ['count'] : [], { execArgv: ['--import', 'tsx'] });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  const ask = async <T>(message: 'texts' | 'count' | 'reset' | 'close'): Promise<T> => {
    child.send(message);
    const [answer] = (await once(child, 'message')) as [T];
    return answer;
  };
  return {
    url,
    pid: child.pid,
    texts: async () => (await ask<{ texts: string[] }>('texts')).texts,
    count: () => ask<{ count: number; spanMs: number }>('count'),
    reset: async () => void (await ask('reset')),
    async close() {
      const exited = once(child, 'exit');
      await ask('close');
      await exited;
    },
  };
}
