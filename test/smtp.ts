import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone: search it for text. */
  decoded: string;
}

export interface TestSmtp {
  url: string;
  mail: CapturedMail[];
  to(address: string): CapturedMail[];
  /** Makes the server refuse every message with this reply until set back to undefined. */
  refuse(reply: string | undefined): void;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}

/** A real SMTP server on a free loopback port that keeps what it receives (no TLS, no auth). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mail: CapturedMail[] = [];
  let refusal: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error(refusal), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mail.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail,
    to: (address) => mail.filter((m) => m.to.includes(address)),
    refuse(reply) {
      refusal = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One part of a captured message (decoded), e.g. 'text/html' to render the e-mail in a browser. */
export function mailPart(mail: CapturedMail, type: 'text/plain' | 'text/html'): string {
  const start = mail.decoded.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const body = mail.decoded
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.split(/\r?\n--/)[0] ?? '';
}
