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
  /** The link the message carries, logged when the message goes to the outbox instead of SMTP. */
  link?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * E-mail over SMTP when SMTP_URL is set. Without it each message is written as an `.eml` file to
 * DATA_DIR/outbox and its link is logged, so a newcomer can still reset a password.
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
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: options.from, to, subject, text, html });
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
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html });
      const dir = outboxDir(options.dataDir);
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // SMTP is not configured: the log is how a developer gets the link.
      options.log.info(
        { file, subject, link },
        "e-mail written to the outbox (SMTP_URL is not set)",
      );
    },
    close: () => transport.close(),
  };
}
