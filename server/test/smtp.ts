import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Decoded (a subject in Arabic or Spanish travels as RFC 2047 encoded words). */
  subject: string;
}

/** A real SMTP server in the test process: the app's nodemailer talks SMTP to it. */
export async function startSmtpServer() {
  const inbox: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'], // nodemailer would reject the built-in certificate (docs/stack.md, trap 7)
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw)
            .then((parsed) => parsed.subject?.trim() ?? '')
            .catch(() => /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '')
            .then((subject) => {
              inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
              waiters.splice(0).forEach((w) => w());
              callback();
            });
        });
      },
    });
  let server = makeServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  let running = true;
  /** Waits until the app's outbox has sent what is queued (set by the harness): mail is sent after the request answers. */
  let settle: () => Promise<void> = () => Promise.resolve();

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest mail to `email`, waiting up to `timeoutMs` for it to arrive. */
    async lastMailTo(email: string, timeoutMs = 5000): Promise<CapturedMail> {
      await settle();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...inbox].reverse().find((m) => m.to.includes(email));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** The 6-digit code of the newest mail to `email`: the first word of its subject in every language. */
    async codeFor(email: string): Promise<string> {
      const mail = await this.lastMailTo(email);
      const code = /^(\d{6}) /.exec(mail.subject)?.[1];
      if (!code) throw new Error(`mail to ${email} has no code: ${mail.subject}`);
      return code;
    },
    clear() {
      inbox.length = 0;
    },
    /** Everything queued so far is delivered (or failed this attempt). */
    settled: () => settle(),
    settleWith(fn: () => Promise<void>) {
      settle = fn;
    },
    /** Takes the server down for real (connections refused) until `start`, as an SMTP outage would. */
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Brings it back on the same port. */
    async start() {
      if (running) return;
      server = makeServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      running = true;
    },
    close: () => (running ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpServer>>;
