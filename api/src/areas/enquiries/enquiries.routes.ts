import { tooManyEnquiriesMessage } from "@filtercycle/contract/enquiries/enquiry-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Mailer } from "#api/areas/mail/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { perAddressLimit, registerRateLimits } from "#api/http/form-rate-limit.ts";
import { HttpError } from "#api/http/problem.ts";
import type { RateLimiter } from "#api/http/rate-limiter.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { contactMessageEmail, partnerApplicationEmail } from "./enquiries.emails.ts";
import {
  createContactMessage,
  createPartnerApplication,
  listInbox,
  setInboxItemHandled,
} from "./enquiries.service.ts";

export type EnquiryLimits = {
  /** Submissions of one form allowed per client address in a window. */
  perAddress: number;
  windowSeconds: number;
};

/** 5 messages per 10 minutes per address and form: plenty for a person, little for a script. */
export const DEFAULT_ENQUIRY_LIMITS: EnquiryLimits = { perAddress: 5, windowSeconds: 600 };

export type EnquiriesRoutesOptions = {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Where new enquiries are e-mailed (STAFF_EMAIL). */
  staffEmail: string;
  /** The site's public address, for the inbox link in the e-mails. */
  publicUrl: string;
  limits?: EnquiryLimits;
};

/**
 * The public contact and partner forms (docs/decisions/0031).
 *
 * - A filled honeypot (`website`) gets the same 201 as a real submission, but nothing is stored
 *   or sent: a bot learns nothing it could adapt to.
 * - Each valid submission counts against the sender's address (invalid ones are refused before
 *   they count, so a person fixing a typo is not penalised); past the limit, 429 + Retry-After
 *   (@fastify/rate-limit, counted after validation: docs/decisions/0045).
 * - The enquiry is stored first and answered; the staff e-mail goes out after, not awaited: the
 *   inbox is the record, so a slow or failing mail server never loses or delays a message.
 */
const enquiryFormRoutes: FastifyPluginAsyncZod<EnquiriesRoutesOptions> = async (app, options) => {
  const { db, mailer, rateLimiter, staffEmail, publicUrl } = options;
  const limits = options.limits ?? DEFAULT_ENQUIRY_LIMITS;
  const inboxUrl = `${publicUrl}/admin`;

  await registerRateLimits(app, rateLimiter);
  const formLimit = (form: "contact" | "partner") =>
    perAddressLimit({
      name: `enquiry:${form}`,
      max: limits.perAddress,
      windowSeconds: limits.windowSeconds,
      message: tooManyEnquiriesMessage,
    });

  const isBot = (website: string | undefined) => (website ?? "").trim() !== "";

  const notifyStaff = (email: { subject: string; text: string; html: string }) => {
    mailer
      .send({ to: staffEmail, ...email })
      .catch((err) => app.log.error({ err }, "could not e-mail staff about a new enquiry"));
  };

  endpointRoute(
    app,
    "contactMessage",
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (isBot(website)) {
        request.log.info("contact form honeypot filled: nothing stored");
      } else {
        const row = await createContactMessage(db, message);
        notifyStaff(contactMessageEmail(row, inboxUrl));
      }
      return reply.code(201).send({ ok: true as const });
    },
    { config: { rateLimit: formLimit("contact") } },
  );

  endpointRoute(
    app,
    "partnerApplication",
    async (request, reply) => {
      const { website, ...application } = request.body;
      if (isBot(website)) {
        request.log.info("partner form honeypot filled: nothing stored");
      } else {
        const row = await createPartnerApplication(db, application);
        notifyStaff(partnerApplicationEmail(row, inboxUrl));
      }
      return reply.code(201).send({ ok: true as const });
    },
    { config: { rateLimit: formLimit("partner") } },
  );
};

/** The staff inbox of both forms. */
const inboxRoutes: FastifyPluginAsyncZod<EnquiriesRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "adminInbox", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listInbox(db, request.query);
  });

  endpointRoute(app, "adminInboxUpdate", async (request) => {
    const item = await setInboxItemHandled(db, request.params.id, request.body.handled);
    if (!item) {
      throw new HttpError(404, "No enquiry has this id. Reload the inbox to see the current list.");
    }
    return item;
  });
};

export const enquiriesRoutes: AreaRoutes<EnquiriesRoutesOptions> = {
  public: enquiryFormRoutes,
  staff: inboxRoutes,
};
