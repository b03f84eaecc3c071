/**
 * Certificate numbers (issue 15; docs/decisions/0066). Zod-free: the verification page and the
 * PDFs use these rules, and the API makes and reads numbers with them.
 *
 * A number is "FC-" and 12 random Crockford base-32 characters in three groups of four
 * (FC-7K3M-9QXD-2HWT): 60 random bits, so numbers follow no sequence and a neighbour of a real
 * number names nothing. Typed from paper, case, spaces and missing dashes do not matter, and the
 * letters people confuse with digits (O, I, L) read as the digits.
 */
export const CERTIFICATE_NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CERTIFICATE_NUMBER_PREFIX = "FC";
const GROUPS = 3;
const GROUP_LENGTH = 4;
export const CERTIFICATE_RANDOM_LENGTH = GROUPS * GROUP_LENGTH;

/** Formats 12 alphabet characters as FC-XXXX-XXXX-XXXX. */
export function formatCertificateNumber(characters: string): string {
  const groups: string[] = [];
  for (let i = 0; i < GROUPS; i += 1) {
    groups.push(characters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH));
  }
  return [CERTIFICATE_NUMBER_PREFIX, ...groups].join("-");
}

/** The canonical number for what someone typed, or null when it cannot be one. */
export function normalizeCertificateNumber(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (!compact.startsWith(CERTIFICATE_NUMBER_PREFIX)) return null;
  const characters = compact.slice(CERTIFICATE_NUMBER_PREFIX.length);
  if (characters.length !== CERTIFICATE_RANDOM_LENGTH) return null;
  for (const character of characters) {
    if (!CERTIFICATE_NUMBER_ALPHABET.includes(character)) return null;
  }
  return formatCertificateNumber(characters);
}

/** The verification page's path for a number (the PDFs print `{PUBLIC_URL}{path}`). */
export function verificationPath(number: string): string {
  return `/verify/${number}`;
}
