import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink';

describe('the SMTP sink the API tests send mail to', () => {
  const sinks: Awaited<ReturnType<typeof startSmtpSink>>[] = [];
  afterAll(() => Promise.all(sinks.map((sink) => sink.close())));

  it('a client that resets its connection inside a message (a killed instance) leaves the sink taking mail', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const uncaught: Error[] = [];
    const hear = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', hear);
    try {
      const { port } = new URL(sink.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      const reply = () => new Promise((resolve) => socket.once('data', resolve));
      // Into a message (smtp-server ignores a reset outside one), then a reset instead of the rest, as the kernel sends
      // for a process killed with its connection open.
      await reply();
      socket.write('EHLO instance-a\r\n');
      await reply();
      socket.write('MAIL FROM:<shop@example.com>\r\n');
      await reply();
      socket.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const transport = nodemailer.createTransport(sink.url);
      await transport.sendMail({ from: 'shop@example.com', to: 'ada@example.com', subject: 'Still here', text: 'Yes' });
      expect((await sink.delivered('Still here')).to).toEqual(['ada@example.com']);
    } finally {
      process.off('uncaughtException', hear);
    }
    expect(uncaught).toEqual([]);
  });
});
