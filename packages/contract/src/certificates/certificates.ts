import { END_BEFORE_START_MESSAGE, endsBeforeStart } from "../dates.ts";
import { financialYearSchema } from "../esg/esg.ts";
import { formatNumber, formatRupees } from "../format.ts";
import { isoDateSchema, supportViewQuerySchema } from "../impact/dashboard.ts";
import { ORIGINAL_METHOD_ID, shortDate } from "../impact/impact-methods.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import { normalizeCertificateNumber } from "./certificate-numbers.ts";

/**
 * Issued certificates and reports (issue 15; docs/decisions/0066).
 *
 * - POST /api/certificates: the API computes the figures, records them with the method versions
 *   and a SHA-256, and answers the number and the facts; the browser draws the PDF from them.
 * - GET /api/verify/{number} (public, rate-limited) and the page GET /verify/{number}.
 * - Staff: GET /api/admin/certificates, POST /api/admin/certificates/{number}/revoke.
 */
export const CERTIFICATE_KINDS = [
  "green_certificate",
  "cigarette_report",
  "benefit_report",
  "esg_pack",
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  green_certificate: "Green certificate",
  cigarette_report: "Cigarette butt collection report",
  benefit_report: "Benefit value report",
  esg_pack: "ESG pack",
};

/**
 * What to issue. A green certificate covers everything to today; the reports a date range; the
 * ESG pack a financial year ("2025-26").
 */
export const certificateIssueSchema = z
  .object({
    kind: z.enum(CERTIFICATE_KINDS, {
      error: "must be one of green_certificate, cigarette_report, benefit_report, esg_pack",
    }),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    year: financialYearSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const needsRange = body.kind === "cigarette_report" || body.kind === "benefit_report";
    if (needsRange) {
      if (body.startDate === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["startDate"],
          message: `is required for ${body.kind}`,
        });
      }
      if (body.endDate === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["endDate"],
          message: `is required for ${body.kind}`,
        });
      }
      if (body.startDate && body.endDate && endsBeforeStart(body.startDate, body.endDate)) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START_MESSAGE });
      }
    }
    if (body.kind === "esg_pack" && body.year === undefined) {
      ctx.addIssue({ code: "custom", path: ["year"], message: "is required for esg_pack" });
    }
  });
export type CertificateIssue = z.infer<typeof certificateIssueSchema>;
export const certificateIssueQuerySchema = supportViewQuerySchema;

/** One printed figure: its label as printed, its value and unit. */
export const certificateFigureSchema = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type CertificateFigure = z.infer<typeof certificateFigureSchema>;

/**
 * The figures each kind states, as labelled on the verification page (one place: the API
 * records them with these labels, the page prints them).
 */
export const CERTIFICATE_FIGURE_LABELS = {
  butts: "Cigarette butts collected",
  kg: "Cigarette butts collected",
  toxicWaste: "Toxic waste recycled",
  microplastic: "Microplastic recycled",
  water: "Water protected",
  benefit: "Benefit value",
  redeemed: "Redeemed",
  recycledKg: "Waste sent for recycling",
  recycledTonnes: "Waste sent for recycling",
  recycledButts: "Cigarette butts sent for recycling",
} as const;

/** A method version the figures used (contract impact-methods.ts), with its factors as used. */
export const certificateMethodSchema = z.object({
  id: z.string(),
  label: z.string(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  factors: z.record(z.string(), z.object({ value: z.number(), source: z.string() })),
});

/** The facts a certificate states; hashed as issued (canonical JSON, keys sorted). */
export const certificateFactsSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  issuer: z.string(),
  businessName: z.string(),
  customerCode: z.string(),
  /** Null start: everything up to the end (a green certificate). */
  periodStart: z.string().nullable(),
  periodEnd: z.string(),
  figures: z.array(certificateFigureSchema),
  methods: z.array(certificateMethodSchema),
  /** The day of issue in the business's time zone (what the PDF prints). */
  issuedOn: z.string(),
});
export type CertificateFacts = z.infer<typeof certificateFactsSchema>;

export const certificateIssuedSchema = z.object({
  number: z.string(),
  /** Absolute address of the verification page (PUBLIC_URL + /verify/{number}). */
  verifyUrl: z.string(),
  issuedAt: z.string(),
  sha256: z.string(),
  facts: certificateFactsSchema,
});
export type CertificateIssued = z.infer<typeof certificateIssuedSchema>;

/** A number in a path, as typed; the route normalizes it (certificate-numbers.ts). */
export const certificateNumberParamsSchema = z.object({
  number: z
    .string()
    .max(40, { error: "is not a certificate number" })
    .transform((value, ctx) => {
      const number = normalizeCertificateNumber(value);
      if (number === null) {
        ctx.addIssue({ code: "custom", message: "is not a certificate number" });
        return z.NEVER;
      }
      return number;
    }),
});

/**
 * GET /api/verify/{number}: any text up to a sane length; a malformed number answers the same
 * 404 as an unknown one (null here), so the answer reveals nothing about the format either.
 */
export const verifyNumberParamsSchema = z.object({
  number: z
    .string()
    .transform((value) => (value.length > 40 ? null : normalizeCertificateNumber(value))),
});

/** A processing batch behind a certificate's collections (chain of custody). */
export const certificateBatchSchema = z.object({
  code: z.string(),
  startedOn: z.string(),
  products: z.array(z.object({ product: z.string(), lotCode: z.string(), madeOn: z.string() })),
});

/**
 * The certificate's derived figures as a back-dated method version restates them (issue 25;
 * docs/decisions/0077): what was certified stays; this says what the figures are now.
 */
export const certificateRestatementSchema = z.object({
  restatedOn: z.string(),
  methodId: z.string(),
  methodLabel: z.string(),
  figures: z.array(certificateFigureSchema),
});
export type CertificateRestatement = z.infer<typeof certificateRestatementSchema>;

/** "8,06,64,250 litres", "₹1,250.00": a certificate figure as the page and mails print it. */
export function certificateFigureText(figure: Pick<CertificateFigure, "value" | "unit">): string {
  return figure.unit === "INR"
    ? formatRupees(figure.value)
    : `${formatNumber(figure.value)} ${figure.unit}`;
}

/**
 * "Figures restated on 26 Nov 2026: under method of 1 Apr 2026 they are Water protected
 * 8,06,64,250 litres." The one wording of a restatement (verification page, notice, mail).
 */
export function restatementSentence(
  restatement: Pick<CertificateRestatement, "restatedOn" | "methodId" | "figures">,
): string {
  const method =
    restatement.methodId === ORIGINAL_METHOD_ID
      ? "original"
      : `of ${shortDate(restatement.methodId)}`;
  const figures = restatement.figures
    .map((figure) => `${figure.label} ${certificateFigureText(figure)}`)
    .join(", ");
  return `Figures restated on ${shortDate(restatement.restatedOn)}: under method ${method} they are ${figures}.`;
}

/**
 * GET /api/verify/{number}. An unknown number answers 404 with "No certificate has this
 * number" and nothing else; a revoked one states when and why.
 */
export const verificationSchema = z.object({
  number: z.string(),
  status: z.enum(["valid", "revoked"]),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  issuedAt: z.string(),
  sha256: z.string(),
  facts: certificateFactsSchema,
  batches: z.array(certificateBatchSchema),
  /** Later restatements under back-dated methods, oldest first; `facts` stay as issued. */
  restatements: z.array(certificateRestatementSchema),
});
export type Verification = z.infer<typeof verificationSchema>;
export const VERIFY_MESSAGES = {
  valid: "Valid",
  unknown: "No certificate has this number",
  revoked: (on: string) => `Revoked on ${on}`,
} as const;

// ---- console ----

export const adminCertificatesQuerySchema = pageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    customer: z.string().trim().max(40).superRefine(textRule("line")).optional(),
  });
export const adminCertificateSchema = z.object({
  number: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  customerCode: z.string(),
  businessName: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificatesPageSchema = pageOf(adminCertificateSchema);

export const certificateRevokeSchema = z.object({
  reason: z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(500, { error: "must be at most 500 characters" })
    .superRefine(textRule("line")),
});
