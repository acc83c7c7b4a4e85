/**
 * The bench's SMTP server as a process of its own (smtp-sink.ts starts it). Parsing every mail it
 * receives costs about 2 ms of CPU; on the load generator's event loop that would hold up the
 * requests it sends, so the figures would be the bench's, not the product's.
 */
import { startTestSmtpServer } from '@typetest/platform/testing';

const smtp = await startTestSmtpServer();
const send = (message: object) => process.send?.(message);
process.on('message', async (message: 'texts' | 'close') => {
  if (message === 'texts') send({ texts: smtp.mails.map((mail) => mail.text ?? '') });
  if (message === 'close') {
    await smtp.close();
    send({ closed: true });
    process.disconnect();
  }
});
send({ url: smtp.url });
