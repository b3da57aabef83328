import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboxMail } from './mailOutboxRepository.ts';

/** Delivers one message now; throws when the mail server refuses or cannot be reached. */
export interface MailTransport {
  /** Where messages go, for the log: an SMTP host or the outbox folder. */
  readonly description: string;
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files. */
  smtpUrl: string | undefined;
  /** The sender's address; the display name is the message's own (the company's name). */
  fromAddress: string;
  /** The folder .eml files go to when there is no SMTP server. */
  outboxDir: string;
}

const SMTP_TIMEOUT_MS = 10_000;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options) : fileTransport(options);
}

function envelopeOf(mail: OutboxMail, fromAddress: string): SendMailOptions {
  return {
    from: { name: mail.fromName, address: fromAddress },
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The outbox id: a retried send after a lost answer can be recognised as the same message.
    messageId: `<${mail.id}@yardstick>`,
  };
}

function smtpTransport(url: string, options: MailTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } satisfies SMTPTransport.Options);
  const host = new URL(url).host;
  return {
    description: `SMTP server ${host}`,
    async send(mail) {
      await transporter.sendMail(envelopeOf(mail, options.fromAddress));
    },
    close: () => transporter.close(),
  };
}

/** Offline: each message becomes `<outboxDir>/<time>-<id>.eml`, readable by any mail client. */
function fileTransport(options: MailTransportOptions): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${options.outboxDir}`,
    async send(mail) {
      const info = await builder.sendMail(envelopeOf(mail, options.fromAddress));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(options.outboxDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
