import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The SMTP server the product mails during a load, off the load generator's event loop (smtp-sink-process.ts). */
export interface SmtpSink {
  url: string;
  /** Its process, for its CPU time. */
  pid: number | undefined;
  /** The plain text of every mail received so far. */
  texts(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const child = fork(fileURLToPath(new URL('./smtp-sink-process.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  const ask = async <T>(message: 'texts' | 'close'): Promise<T> => {
    child.send(message);
    const [answer] = (await once(child, 'message')) as [T];
    return answer;
  };
  return {
    url,
    pid: child.pid,
    texts: async () => (await ask<{ texts: string[] }>('texts')).texts,
    async close() {
      const exited = once(child, 'exit');
      await ask('close');
      await exited;
    },
  };
}
