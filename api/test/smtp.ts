import { type AddressInfo, createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * A real SMTP server on a free local port: the app sends to it over SMTP exactly as it would to
 * a provider, and tests read what arrived.
 */
/** On `port` when given (a test that restarts the server), otherwise on a free one. */
export async function startSmtpServer(port?: number) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  const listenOn =
    port ??
    (await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    }));
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  return {
    port: listenOn,
    url: `smtp://127.0.0.1:${listenOn}`,
    mails,
    /** Waits for the next message to `to` (or any), up to 10 s. */
    async nextMailTo(to: string, since = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = mails.slice(since).find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function resetLinkIn(mail: ReceivedMail): URL {
  const match =
    /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%.-]+(?:&(?:amp;)?invite=1)?/.exec(
      mail.text,
    );
  if (!match) throw new Error(`no reset link in the e-mail:\n${mail.text}`);
  return new URL(match[0].replace("&amp;", "&"));
}

/** A received mail read as its reader sees it: the subject and the text and HTML parts, decoded. */
export type ReadMail = { subject: string; text: string; html: string };

/**
 * Decodes what nodemailer sends (issue 29: Gujarati and Hindi mails go out base64 or
 * quoted-printable, their subject as RFC 2047 encoded words): headers unfolded, encoded words
 * joined, each part's transfer encoding undone, bytes read as UTF-8.
 */
export function readMail(mail: ReceivedMail): ReadMail {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const subject = decodeWords(headerOf(head, "subject"));
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, "content-type"))?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [
        `Content-Type: ${headerOf(head, "content-type")}\nContent-Transfer-Encoding: ${headerOf(head, "content-transfer-encoding")}\n\n${body}`,
      ];
  const read = { subject, text: "", html: "" };
  for (const part of parts) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const type = headerOf(partHead, "content-type").toLowerCase();
    const content = decodeBody(
      headerOf(partHead, "content-transfer-encoding"),
      partBody.join("\n\n"),
    );
    if (type.startsWith("text/plain")) read.text = content;
    else if (type.startsWith("text/html")) read.html = content;
  }
  return read;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, " ")), "latin1").toString("utf8"),
    );
}

function decodeBody(encoding: string, body: string): string {
  const kind = encoding.toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable")
    return Buffer.from(decodeQuotedPrintable(body), "latin1").toString("utf8");
  return body;
}
