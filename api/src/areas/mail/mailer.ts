import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on customer notices. */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * E-mail over SMTP when SMTP_URL is set. Without it (never in production: config.ts refuses) each
 * message is written as an `.eml` file to DATA_DIR/outbox and the file's name is logged: a newcomer
 * opens it to follow a reset or invitation link. The link itself is never logged, as its token
 * sets a password (docs/decisions/0050).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
        options.log.info({ subject }, "e-mail sent");
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send({ to, subject, text, html, headers }) {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        html,
        headers,
      });
      const dir = outboxDir(options.dataDir);
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject }, "e-mail written to the outbox (SMTP_URL is not set)");
    },
    close: () => transport.close(),
  };
}
