import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted: its recipients and its raw text (headers and body). */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  /** Resolves with the first accepted message whose raw text contains `text`, waiting for it if need be. */
  delivered(text: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP conversation for API tests (CONVENTIONS 7): a local sink on a free port, no TLS, any
 * login accepted. `refuse` may turn a message away (an Error with a `responseCode`), as a busy server would.
 */
export async function startSmtpSink(options: { refuse?: (raw: string) => Error | undefined } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let onReceived: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const refusal = options.refuse?.(raw);
        if (refusal) return callback(refusal);
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
        onReceived();
      });
    },
  });
  // A client gone inside a message (an instance SIGKILLed in a test) resets its socket, and smtp-server reports that
  // as the server's 'error': unheard, it is an uncaught exception that fails the whole test run. A mail server shrugs
  // off a client that vanished, and so does the sink; its own errors (the port) still surface.
  server.on('error', (error: Error & { remoteAddress?: string }) => {
    if (error.remoteAddress === undefined) throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async delivered(text) {
      for (;;) {
        const found = received.find((message) => message.raw.includes(text));
        if (found) return found;
        await new Promise<void>((resolve) => (onReceived = resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
