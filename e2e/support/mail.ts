import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The newest e-mail to `to` (optionally with a matching subject) that the run's SMTP server
 * caught (e2e/support/smtp-catcher.mjs), once it has arrived: its /reset-password link as a path
 * (the host is the server's PUBLIC_URL). Invitations and password resets both use that link.
 */
export async function linkFromMail(to: string, { subject }: { subject?: RegExp } = {}) {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = await newestLink(folder, to, subject);
        return link;
      },
      { message: `an e-mail to ${to} in ${folder}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link as string;
}

async function newestLink(folder: string, to: string, subject?: RegExp) {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return undefined; // No e-mail caught yet.
  }
  // File names start with an ISO timestamp: newest last.
  for (const file of files.reverse()) {
    const message = decodeQuotedPrintable(await readFile(path.join(folder, file), "utf8"));
    const headers = message.slice(0, message.search(/\r?\n\r?\n/));
    if (!new RegExp(`^To: .*${escapeRegExp(to)}`, "mi").test(headers)) continue;
    if (subject && !subject.test(headers.match(/^Subject: (.*)$/m)?.[1] ?? "")) continue;
    const url = message.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/)?.[0];
    if (!url) continue;
    const { pathname, search } = new URL(url.replaceAll("&amp;", "&"));
    return `${pathname}${search}`;
  }
  return undefined;
}

/** Enough quoted-printable for the links: soft line breaks and "=3D". */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The text of the newest e-mail to `to` whose subject matches, once it has arrived (quoted-
 * printable soft breaks undone; the HTML part included).
 */
export async function mailText(to: string, subject: RegExp): Promise<string> {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        let files: string[];
        try {
          files = (await readdir(folder)).filter((file) => file.endsWith(".eml")).sort();
        } catch {
          return undefined;
        }
        for (const file of files.reverse()) {
          const raw = await readFile(path.join(folder, file), "latin1");
          const message = decodeUtf8QuotedPrintable(raw);
          const headers = message.slice(0, message.search(/\r?\n\r?\n/));
          if (!new RegExp(`^To: .*${escapeRegExp(to)}`, "mi").test(headers)) continue;
          if (!subject.test(subjectOf(raw))) continue;
          found = message;
          return found;
        }
        return undefined;
      },
      { message: `an e-mail to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBeDefined();
  return found as string;
}

/** Quoted-printable bytes (=E2=82=B9 is "₹") back to UTF-8 text. */
function decodeUtf8QuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The Subject header as text: folded lines joined, and RFC 2047 encoded words
 * (`=?UTF-8?Q?Payout_of_=E2=82=B9500.00_paid?=`, or `?B?` base64) decoded, as a mail program shows it.
 */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const value = headers.match(/^Subject: (.*)$/m)?.[1] ?? "";
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeUtf8QuotedPrintable(text.replaceAll("_", " ")),
    );
}
