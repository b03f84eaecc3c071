import { certificate } from "./certificate.ts";
import { contact } from "./contact.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { partner } from "./partner.ts";
import { site } from "./site.ts";

/** The Hindi catalogue, one area per file. */
export const hi = { site, home, contact, forms, certificate, partner } as const;
