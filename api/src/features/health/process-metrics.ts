import cluster from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

/**
 * Under the supervisor (API_PROCESSES above 1), a scrape reaches one HTTP process; the request
 * metrics and Node's own are then summed over every HTTP process, through the supervisor, so that
 * one scrape tells the whole (docs/decisions/0050-mail-retry-period-health-metrics.md).
 */
const hello = 'typetest:metrics:hello';
const ask = 'typetest:metrics:ask';
const collect = 'typetest:metrics:collect';
const collected = 'typetest:metrics:collected';
const answer = 'typetest:metrics:answer';

type Message = { type?: unknown; id?: unknown; metrics?: unknown; body?: unknown; error?: unknown };
const asMessage = (message: unknown): Message => (typeof message === 'object' && message !== null ? (message as Message) : {});

/** How long the supervisor waits for the HTTP processes' metrics. */
const collectTimeoutMs = 3000;

/** In the supervisor: answers an HTTP process's scrape with the metrics of every HTTP process that has them. */
export function serveProcessMetrics(): void {
  const measured = new Set<number>();
  const pending = new Map<number, { waiting: Set<number>; metrics: MetricObjectWithValues<MetricValue<string>>[][]; done: () => void }>();
  let next = 0;
  cluster.on('exit', (worker) => {
    measured.delete(worker.id);
    for (const scrape of pending.values()) if (scrape.waiting.delete(worker.id) && scrape.waiting.size === 0) scrape.done();
  });
  cluster.on('message', (worker, raw) => {
    const message = asMessage(raw);
    if (message.type === hello) measured.add(worker.id);
    if (message.type === collected && typeof message.id === 'number') {
      const scrape = pending.get(message.id);
      if (!scrape?.waiting.delete(worker.id)) return;
      if (Array.isArray(message.metrics)) scrape.metrics.push(message.metrics as MetricObjectWithValues<MetricValue<string>>[]);
      if (scrape.waiting.size === 0) scrape.done();
    }
    if (message.type !== ask) return;
    const id = next++;
    const asker = worker;
    const metrics: MetricObjectWithValues<MetricValue<string>>[][] = [];
    const workers = [...measured].map((workerId) => cluster.workers?.[workerId]).filter((each) => each?.isConnected());
    const finish = async () => {
      clearTimeout(timer);
      if (!pending.delete(id)) return;
      const body = await AggregatorRegistry.aggregate(metrics).metrics();
      if (asker.isConnected()) asker.send({ type: answer, id: message.id, body });
    };
    const timer = setTimeout(() => void finish(), collectTimeoutMs);
    pending.set(id, { waiting: new Set(workers.map((each) => each!.id)), metrics, done: () => void finish() });
    for (const each of workers) each?.send({ type: collect, id });
    if (workers.length === 0) void finish();
  });
}

/**
 * The text of this process's metrics in `registry`: in an HTTP process of the supervisor's, summed
 * over all of them (the supervisor asks each for its registry); on its own, its own.
 */
export function processMetricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) return () => registry.metrics();
  process.send({ type: hello });
  process.on('message', (raw) => {
    const message = asMessage(raw);
    if (message.type === collect) void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: collected, id: message.id, metrics }));
  });
  let next = 0;
  return () =>
    new Promise<string>((resolve) => {
      const id = next++;
      const onMessage = (raw: unknown) => {
        const message = asMessage(raw);
        if (message.type !== answer || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        resolve(typeof message.body === 'string' ? message.body : '');
      };
      // The supervisor busy or gone: this process's own, rather than nothing.
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        void registry.metrics().then(resolve);
      }, collectTimeoutMs + 1000);
      process.on('message', onMessage);
      process.send?.({ type: ask, id });
    });
}
