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

/**
 * A mail's link to a screen before login (reset, invitation) opening in the mail's language:
 * `&lang=gu` (the screen follows `?lang=`, decision 0093); English links are as before.
 */
export function linkIn(link: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return link;
  return `${link}${link.includes("?") ? "&" : "?"}lang=${language}`;
}

/** A mail of one heading, its paragraphs and a button, in `language` (issue 29). */
function framed(
  subject: string,
  heading: string,
  paragraphs: string[],
  button: { label: string; href: string },
  language: Language,
): Email {
  return {
    subject,
    text: plain(heading, paragraphs, button.href, undefined, language),
    html: layout(heading, paragraphs, button, undefined, language),
  };
}

/** A password reset link, in the login's language (issue 29; decision 0096). */
export function passwordResetEmail(
  name: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return framed(
    t["reset.subject"],
    t["reset.heading"],
    [fill(t.greeting, { name }), t["reset.line"], t["reset.ignore"]],
    { label: t["reset.button"], href: link },
    language,
  );
}

/**
 * A customer login's invitation, in the invited login's language when it has one, else the
 * inviter's (issue 29; decision 0096).
 */
export function invitationEmail(
  name: string,
  businessName: string,
  link: string,
  validDays: number,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return framed(
    fill(t["invite.subject"], { business: businessName }),
    t["invite.heading"],
    [
      fill(t.greeting, { name }),
      fill(t["invite.line"], { business: businessName }),
      fill(t["invite.choose"], { days: validDays }),
    ],
    { label: t["invite.button"], href: link },
    language,
  );
}

/**
 * What the address gets when a business's owner invites it but it already has a login elsewhere
 * (another business's, or staff's): the owner's answer says nothing about that (issue 25), so the
 * address's owner is told what to do instead, in its login's language.
 */
export function alreadyHasLoginEmail(
  name: string,
  businessName: string,
  loginLink: string,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  const business = { business: businessName };
  return framed(
    fill(t["alreadyHasLogin.subject"], business),
    fill(t["alreadyHasLogin.subject"], business),
    [
      fill(t.greeting, { name }),
      fill(t["alreadyHasLogin.line"], business),
      fill(t["alreadyHasLogin.todo"], business),
    ],
    { label: t["alreadyHasLogin.button"], href: loginLink },
    language,
  );
}

/** A staff login's invitation (the operations console at /admin), in `language`. */
export function staffInvitationEmail(
  name: string,
  link: string,
  validDays: number,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return framed(
    t["staffInvite.subject"],
    t["staffInvite.heading"],
    [
      fill(t.greeting, { name }),
      t["staffInvite.line"],
      fill(t["invite.choose"], { days: validDays }),
    ],
    { label: t["invite.button"], href: link },
    language,
  );
}

/**
 * A collector login's invitation: the route app on the phone (today's stops, offline), not the
 * console's customers and payments, in `language`.
 */
export function collectorInvitationEmail(
  name: string,
  link: string,
  validDays: number,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return framed(
    t["collectorInvite.subject"],
    t["collectorInvite.heading"],
    [
      fill(t.greeting, { name }),
      t["collectorInvite.line"],
      t["collectorInvite.offline"],
      fill(t["invite.choose"], { days: validDays }),
    ],
    { label: t["invite.button"], href: link },
    language,
  );
}
