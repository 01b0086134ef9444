// A real SMTP server on loopback that keeps every mail it receives, so tests read verification codes the way a
// user would: from the mail the server sent. Start it, give its url to the app as SMTP_URL, then await mails.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** The next mail to `to` not yet taken (also one that arrived earlier); rejects after `timeoutMs`. */
  nextMail(to: string, timeoutMs?: number): Promise<{ subject: string; text: string }>;
  /** The six-digit code of the next mail to `to`. */
  codeFor(to: string, timeoutMs?: number): Promise<string>;
  /** Every mail received so far, taken or not. */
  readonly received: readonly ReceivedMail[];
  close(): Promise<void>;
}

interface Waiter {
  to: string;
  resolve(mail: ReceivedMail): void;
}

export async function start(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const untaken: ReceivedMail[] = [];
  const waiters: Waiter[] = [];

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiters.find((w) => mail.to.includes(w.to));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    } else {
      untaken.push(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // loopback only: the client is told not to upgrade
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          deliver({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMail = (address: string, timeoutMs = 10_000) => {
    const to = address.toLowerCase();
    const index = untaken.findIndex((mail) => mail.to.includes(to));
    if (index >= 0) return Promise.resolve(untaken.splice(index, 1)[0]!);
    return new Promise<ReceivedMail>((resolve, reject) => {
      const waiter: Waiter = {
        to,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.push(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail,
    async codeFor(address, timeoutMs) {
      const mail = await nextMail(address, timeoutMs);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`The mail to ${address} holds no six-digit code: ${mail.text}`);
      return code;
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
