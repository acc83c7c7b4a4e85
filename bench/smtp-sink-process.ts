/**
 * The bench's SMTP server as a process of its own (smtp-sink.ts starts it). Parsing every mail it
 * receives costs about 2 ms of CPU; on the load generator's event loop that would hold up the
 * requests it sends, so the figures would be the bench's, not the product's. Started with
 * `count`, it only counts the mails it accepts, parsing none: for mails per second, where a
 * parsing server would be the bottleneck of the product and its baseline alike.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestSmtpServer } from '@typetest/platform/testing';

const send = (message: object) => process.send?.(message);

if (process.argv.includes('count')) {
  // Each run is timed from the first mail accepted to the last: no start-up, no first poll.
  let accepted = 0;
  let firstAt = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        lastAt = performance.now();
        if (accepted++ === 0) firstAt = lastAt;
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => send({ url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` }));
  process.on('message', (message: 'count' | 'close' | 'texts' | 'reset') => {
    if (message === 'count') send({ count: accepted, spanMs: lastAt - firstAt });
    if (message === 'reset') {
      accepted = 0;
      send({ count: 0, spanMs: 0 });
    }
    if (message === 'texts') send({ texts: [] });
    if (message === 'close') {
      server.close(() => {
        send({ closed: true });
        process.disconnect();
      });
    }
  });
} else {
  const smtp = await startTestSmtpServer();
  process.on('message', async (message: 'count' | 'close' | 'texts' | 'reset') => {
    if (message === 'count' || message === 'reset') send({ count: smtp.mails.length, spanMs: 0 });
    if (message === 'texts') send({ texts: smtp.mails.map((mail) => mail.text ?? '') });
    if (message === 'close') {
      await smtp.close();
      send({ closed: true });
      process.disconnect();
    }
  });
  send({ url: smtp.url });
}
