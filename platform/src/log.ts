/**
 * One JSON line per event worth knowing, on stdout (info) or stderr (warn, error): the time, the
 * level, the process that wrote it (`http`, `mail`, ...), the message, and fields such as the
 * request id. Log collectors read it as it is. Start-up problems stay plain sentences for the
 * person at the terminal (server/src/main.ts).
 *
 * No applicant's name or e-mail belongs in a line: callers log ids, kinds and summaries, never
 * payloads, and every text is stripped of anything shaped like an e-mail address besides
 * (docs/decisions/0050-mail-retry-period-health-metrics.md).
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const addressShape = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[a-z]{2,}/gi;
const withoutAddresses = (text: string) => text.replace(addressShape, '<address>');

/** A log whose lines name `processName`; `write` is where each line goes (tests read them). */
export function createLog(processName: string, write: (line: string, level: 'info' | 'warn' | 'error') => void = writeToConsoleStreams): Log {
  const line = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
    const cleaned = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? withoutAddresses(value) : value]));
    write(`${JSON.stringify({ time: new Date().toISOString(), level, process: processName, pid: process.pid, msg: withoutAddresses(message), ...cleaned })}\n`, level);
  };
  return {
    info: (message, fields) => line('info', message, fields),
    warn: (message, fields) => line('warn', message, fields),
    error: (message, fields) => line('error', message, fields),
  };
}

function writeToConsoleStreams(line: string, level: 'info' | 'warn' | 'error') {
  (level === 'info' ? process.stdout : process.stderr).write(line);
}

/** What went wrong, for a line: the error's name, code and message, never its other fields (a Postgres error's `detail` quotes row values). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return { error: `${error.name}: ${error.message}`, ...(typeof code === 'string' ? { code } : {}) };
}
