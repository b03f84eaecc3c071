import {
  normalizeCertificateNumber,
  verificationPath,
} from "@filtercycle/contract/certificates/certificate-numbers";
import {
  VERIFY_MESSAGES,
  type Verification,
  verifyNumberParamsSchema,
} from "@filtercycle/contract/certificates/certificates";
import { isLanguage } from "@filtercycle/contract/languages";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#api/areas/accounts/index.ts";
import { actorOf } from "#api/areas/audit/index.ts";
import { batchesBehind } from "#api/areas/custody/index.ts";
import { businessIdOf, registerBusinessOfRequest } from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { RateLimiter } from "#api/http/rate-limiter.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { sendServerPage } from "#api/http/server-page.ts";
import { markLanguage, visitorLanguage } from "#api/http/visitor-language.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import { certificateFactsOf } from "./certificate-facts.ts";
import {
  findCertificate,
  listCertificates,
  restatementsOf,
  revokeCertificate,
  storeCertificate,
} from "./certificates.service.ts";
import {
  lookupPage,
  tooManyChecksPage,
  unknownCertificatePage,
  verificationPage,
} from "./verification-page.ts";

export type CertificatesRoutesOptions = {
  db: Db;
  publicUrl: string;
  rateLimiter: RateLimiter;
  clock?: Clock;
};

/**
 * Checks per client address, shared by the page and its JSON: enough for anyone checking a few
 * papers, far too few to walk the 60-bit number space.
 */
export const VERIFY_LIMIT = { max: 30, windowSeconds: 60 } as const;
export const tooManyChecks = (seconds: number) =>
  `Too many certificate checks from this address. Try again in ${seconds} seconds.`;

/** Counts one check; answers the seconds to wait when past the limit, else null. */
async function overLimit(
  rateLimiter: RateLimiter,
  request: FastifyRequest,
): Promise<number | null> {
  const { count, resetInMs } = await rateLimiter.hit(
    `verify:address:${request.ip}`,
    VERIFY_LIMIT.windowSeconds * 1000,
  );
  return count > VERIFY_LIMIT.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : null;
}

/** A stored certificate as the public sees it (null: no such number), with its batches now. */
async function verificationOf(db: Db, number: string | null): Promise<Verification | null> {
  if (number === null) return null;
  const certificate = await findCertificate(db, number);
  if (!certificate) return null;
  const { facts } = certificate;
  // Read live: a bag may be processed after the certificate was issued (decision 0066).
  const [batches, restatements] = await Promise.all([
    batchesBehind(db, certificate.customerId, {
      startDate: facts.periodStart,
      endDate: facts.periodEnd,
    }),
    restatementsOf(db, certificate.id),
  ]);
  return {
    number: certificate.number,
    status: certificate.revokedAt ? "revoked" : "valid",
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedAt ? certificate.revokedReason : null,
    issuedAt: certificate.issuedAt.toISOString(),
    sha256: certificate.sha256,
    facts,
    batches,
    restatements,
  };
}

/** Issue 15 — certificates: issue (customer), verify (public JSON), list and revoke (staff). */
export const certificatesRoutes: AreaRoutes<CertificatesRoutesOptions> = {
  customer: (async (app, { db, publicUrl, clock = systemClock }) => {
    registerBusinessOfRequest(app, db);
    // A certificate or report is a publicly verifiable record made in the business's name:
    // issuing it is an owner's act (docs/decisions/0065, 0101). Viewers and staff in the support
    // view see the same figures on the dashboard.
    endpointRoute(app, "certificateIssue", async (request, reply) => {
      requireOwner(request);
      const customerId = businessIdOf(request);
      const facts = await certificateFactsOf(db, customerId, request.body, clock);
      const issued = await storeCertificate(db, {
        customerId,
        facts,
        issuedBy: request.user?.userId ?? null,
      });
      return reply.code(201).send({
        number: issued.number,
        verifyUrl: `${publicUrl}${verificationPath(issued.number)}`,
        issuedAt: issued.issuedAt.toISOString(),
        sha256: issued.sha256,
        facts: issued.facts,
      });
    });
  }) satisfies FastifyPluginAsyncZod<CertificatesRoutesOptions>,

  public: (async (app, { db, rateLimiter }) => {
    endpointRoute(app, "verifyCertificate", async (request, reply) => {
      const wait = await overLimit(rateLimiter, request);
      if (wait !== null) {
        throw new HttpError(429, tooManyChecks(wait), undefined, { "Retry-After": String(wait) });
      }
      const verification = await verificationOf(db, request.params.number);
      // Malformed and unknown alike: the answer says nothing about why.
      if (!verification) throw new HttpError(404, VERIFY_MESSAGES.unknown);
      reply.header("Cache-Control", "no-store");
      return verification;
    });
  }) satisfies FastifyPluginAsyncZod<CertificatesRoutesOptions>,

  staff: (async (app, { db }) => {
    endpointRoute(app, "adminCertificates", async (request) => {
      const { page, pageSize, customer } = request.query;
      const { items, total } = await listCertificates(db, {
        customerCode: customer,
        page,
        pageSize,
      });
      return { items, total, page, pageSize };
    });
    endpointRoute(app, "adminCertificateRevoke", async (request) => {
      const outcome = await revokeCertificate(
        db,
        request.params.number,
        request.body.reason,
        actorOf(request),
      );
      if (outcome.status === "missing") throw new HttpError(404, VERIFY_MESSAGES.unknown);
      if (outcome.status === "already") {
        throw new HttpError(409, "This certificate is already revoked.");
      }
      return outcome.certificate;
    });
  }) satisfies FastifyPluginAsyncZod<CertificatesRoutesOptions>,
};

/** The verification page, outside /api (registered at the root by app.ts). */
export const certificatePages: FastifyPluginAsync<CertificatesRoutesOptions> = async (
  app,
  { db, publicUrl, rateLimiter },
) => {
  // The box: /verify shows it; /verify?number=… (the box sent) goes to that number's page.
  // In the visitor's language (issue 29): ?lang=, else Accept-Language; the box carries ?lang=.
  app.get<{ Querystring: { number?: string; lang?: string } }>(
    "/verify",
    async (request, reply) => {
      const language = visitorLanguage(request);
      const typed = typeof request.query.number === "string" ? request.query.number.trim() : "";
      if (typed === "") {
        markLanguage(reply, language);
        return sendServerPage(reply, lookupPage(language), {
          publicUrl,
          cacheControl: "public, max-age=300",
        });
      }
      const number = typed.length > 40 ? null : normalizeCertificateNumber(typed);
      const chosen = isLanguage(request.query.lang) ? `?lang=${request.query.lang}` : "";
      return reply.redirect(
        `/verify/${encodeURIComponent(number ?? typed.slice(0, 40))}${chosen}`,
        303,
      );
    },
  );
  app.get<{ Params: { number: string } }>("/verify/:number", async (request, reply) => {
    // Revocation must show at once: nothing keeps a copy.
    const send = (page: Parameters<typeof sendServerPage>[1], status: number) =>
      sendServerPage(reply, page, { publicUrl, status, cacheControl: "no-store" });
    const language = visitorLanguage(request);
    markLanguage(reply, language);
    const wait = await overLimit(rateLimiter, request);
    if (wait !== null) {
      reply.header("Retry-After", String(wait));
      return send(tooManyChecksPage(tooManyChecks(wait), language), 429);
    }
    const parsed = verifyNumberParamsSchema.safeParse(request.params);
    const verification = await verificationOf(db, parsed.success ? parsed.data.number : null);
    if (!verification) return send(unknownCertificatePage(request.params.number, language), 404);
    const { businessTimeZone } = await readImpactSettings(db);
    return send(
      verificationPage(verification, { publicUrl, timeZone: businessTimeZone, language }),
      200,
    );
  });
};
