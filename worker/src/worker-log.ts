/** Where the worker writes what operators should know; the console unless told otherwise (tests). */
export type WorkerLog = Pick<Console, 'info' | 'warn'>;
