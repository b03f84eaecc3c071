import { BRAND } from "@filtercycle/contract/brand";
import { BUSINESS_TYPES } from "@filtercycle/contract/enquiries/enquiry-rules";
import { formatBusinessDateTime, formatCount } from "@filtercycle/contract/format";
import type { StoredContactMessage, StoredPartnerApplication } from "./enquiries.service.ts";

type Email = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A staff notification: a heading, the fields as a table, the message, and where to handle it.
 * Everything the sender typed is escaped; the subject is cut and stripped of line breaks so a
 * sender cannot add headers or make the subject unreadable.
 */
function notification(
  subject: string,
  heading: string,
  fields: [label: string, value: string][],
  message: string,
  inboxUrl: string,
): Email {
  const safeSubject = subject.replace(/[\r\n]+/g, " ").slice(0, 150);
  const text = [
    heading,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    message ? `Message:\n${message}` : "(no message)",
    "",
    `Reply to the sender at the e-mail address above. Mark it handled in the inbox: ${inboxUrl}`,
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#4b5b52;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;color:#1c2b22">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 8px;font-size:13px;color:#4b5b52">${escapeHtml(BRAND.name)} website</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table>
<h2 style="margin:20px 0 8px;font-size:15px">Message</h2>
<p style="margin:0;white-space:pre-wrap;line-height:1.5">${message ? escapeHtml(message) : "(no message)"}</p>
<p style="margin:24px 0 0;font-size:13px;color:#4b5b52">Reply to the sender at the e-mail address above. Mark it handled in the <a href="${escapeHtml(inboxUrl)}">admin inbox</a>.</p>
</div></body></html>`;
  return { subject: safeSubject, text, html };
}

export function contactMessageEmail(row: StoredContactMessage, inboxUrl: string): Email {
  return notification(
    `Website message from ${row.name}`,
    "New message from the contact form",
    [
      ["Name", row.name],
      ["E-mail", row.email],
      ["Phone", row.phone ?? "not given"],
      ["Received", formatReceived(row.createdAt)],
    ],
    row.message,
    inboxUrl,
  );
}

export function partnerApplicationEmail(row: StoredPartnerApplication, inboxUrl: string): Email {
  const businessType =
    BUSINESS_TYPES.find((t) => t.value === row.businessType)?.label ?? row.businessType;
  return notification(
    `Partner application: ${row.businessName}, ${row.city}`,
    "New Partner Program application",
    [
      ["Business", row.businessName],
      ["Business type", businessType],
      ["City", row.city],
      ["Smokers per day (estimate)", formatCount(row.expectedSmokersPerDay)],
      ["Contact", row.contactName],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["Received", formatReceived(row.createdAt)],
    ],
    row.message,
    inboxUrl,
  );
}

/** "21 Nov 2026, 3:04 pm IST": staff read times in the business's zone. */
function formatReceived(at: Date): string {
  return `${formatBusinessDateTime(at)} IST`;
}
