import { BRAND } from "@filtercycle/contract/brand";
import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";

export type Email = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * One branded layout for every message: a heading, paragraphs, one button, a footer (with an
 * unsubscribe link on customer notices), in the recipient's `language` (issue 29).
 */
export function layout(
  heading: string,
  paragraphs: string[],
  button: { label: string; href: string },
  unsubscribe?: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const frame = textsOf(language, "mail");
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;color:#1c2b22">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#14532d;color:#ffffff;padding:20px 32px;font-size:22px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:20px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#15803d;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5b52">${escapeHtml(frame["frame.copyLink"])}<br>${escapeHtml(button.href)}</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#4b5b52">${escapeHtml(BRAND.legalName)} · ${escapeHtml(BRAND.postalAddress)} · ${escapeHtml(BRAND.email)}${unsubscribe ? `<br><a href="${escapeHtml(unsubscribe)}" style="color:#4b5b52">${escapeHtml(frame["frame.unsubscribe"])}</a>` : ""}</td></tr>
</table></td></tr></table></body></html>`;
}

export function plain(
  heading: string,
  paragraphs: string[],
  link: string,
  unsubscribe?: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const frame = textsOf(language, "mail");
  return [
    `${BRAND.name}`,
    "",
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    link,
    "",
    `${BRAND.legalName} · ${BRAND.postalAddress}`,
    ...(unsubscribe ? ["", fill(frame["frame.unsubscribePlain"], { link: unsubscribe })] : []),
  ].join("\n");
}

export function passwordResetEmail(name: string, link: string): Email {
  const heading = "Reset your password";
  const paragraphs = [
    `Hello ${name},`,
    `Someone (hopefully you) asked to reset the password of your ${BRAND.name} account. The link below works once, for one hour.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    subject: `Reset your ${BRAND.name} password`,
    text: plain(heading, paragraphs, link),
    html: layout(heading, paragraphs, { label: "Choose a new password", href: link }),
  };
}

export function invitationEmail(
  name: string,
  businessName: string,
  link: string,
  validDays: number,
): Email {
  const heading = `Your ${BRAND.name} dashboard is ready`;
  const paragraphs = [
    `Hello ${name},`,
    `${BRAND.name} has created a login for you to follow ${businessName}'s recycling: butts collected, your benefit, reports and certificates.`,
    `Choose your password with the link below. It works once, for ${validDays} days.`,
  ];
  return {
    subject: `Your ${BRAND.name} dashboard login for ${businessName}`,
    text: plain(heading, paragraphs, link),
    html: layout(heading, paragraphs, { label: "Choose your password", href: link }),
  };
}

/**
 * What the address gets when a business's owner invites it but it already has a login elsewhere
 * (another business's, or staff's): the owner's answer says nothing about that (issue 25), so the
 * address's owner is told what to do instead.
 */
export function alreadyHasLoginEmail(name: string, businessName: string, loginLink: string): Email {
  const heading = `${businessName} invited you to ${BRAND.name}`;
  const paragraphs = [
    `Hello ${name},`,
    `${businessName} tried to invite this address to follow its recycling on ${BRAND.name}, but this address already has a ${BRAND.name} login, and a login belongs to one business. No new login was made and your login is unchanged.`,
    `To join ${businessName}'s team, ask them to invite another address of yours, or use another address. If you did not expect this, you can ignore this e-mail.`,
  ];
  return {
    subject: `${businessName} invited you to ${BRAND.name}`,
    text: plain(heading, paragraphs, loginLink),
    html: layout(heading, paragraphs, { label: "Log in to your account", href: loginLink }),
  };
}

/** A staff login's invitation (the operations console at /admin). */
export function staffInvitationEmail(name: string, link: string, validDays: number): Email {
  const heading = `Your ${BRAND.name} staff login is ready`;
  const paragraphs = [
    `Hello ${name},`,
    `You have been given a staff login to the ${BRAND.name} operations console, where customers, kiosks, collections and payouts are recorded.`,
    `Choose your password with the link below. It works once, for ${validDays} days.`,
  ];
  return {
    subject: `Your ${BRAND.name} staff login`,
    text: plain(heading, paragraphs, link),
    html: layout(heading, paragraphs, { label: "Choose your password", href: link }),
  };
}
