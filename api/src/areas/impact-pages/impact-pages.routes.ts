import { createHash } from "node:crypto";
import { impactPagePath, SLUG_PATTERN } from "@filtercycle/contract/impact-pages/impact-page";
import type { Language } from "@filtercycle/contract/languages";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#api/areas/accounts/index.ts";
import { businessIdOf, registerBusinessOfRequest } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { sendServerPage } from "#api/http/server-page.ts";
import { markLanguage, visitorLanguage } from "#api/http/visitor-language.ts";
import { impactPageHtml, notFoundHtml } from "./impact-page.html.ts";
import { impactPageBySlug } from "./impact-pages.queries.ts";
import { changeImpactPage, impactPageSetting } from "./impact-pages.service.ts";
import { publicFiguresOf } from "./public-figures.ts";
import { shareImage } from "./share-image.ts";

export type ImpactPagesRoutesOptions = { db: Db; publicUrl: string };

/** GET /api/impact_page: any login of the business, or staff in the support view. */
const customerReads: FastifyPluginAsyncZod<ImpactPagesRoutesOptions> = async (
  app,
  { db, publicUrl },
) => {
  registerBusinessOfRequest(app, db);
  endpointRoute(app, "impactPage", async (request) =>
    impactPageSetting(db, businessIdOf(request), publicUrl),
  );
};

/** PATCH /api/impact_page: owners only (viewers and staff get 403), their own business. */
const customerActions: FastifyPluginAsyncZod<ImpactPagesRoutesOptions> = async (
  app,
  { db, publicUrl },
) => {
  endpointRoute(app, "impactPageUpdate", async (request) => {
    const user = requireOwner(request);
    if (!user.customerId) throw new Error("an owner login has a business");
    return changeImpactPage(db, user.customerId, request.body, user.email, publicUrl);
  });
};

/** Issue 15 — the public impact page setting (customer). */
export const impactPagesRoutes: AreaRoutes<ImpactPagesRoutesOptions> = {
  customer: async (app, options) => {
    await app.register(customerReads, options);
    await app.register(customerActions, options);
  },
};

/*
 * Public pages are revalidated on every view (ETag, 304 when unchanged): turning a page off
 * removes it at once, even from a browser or proxy that saw it before.
 */
const REVALIDATE = "public, max-age=0, must-revalidate";
const NOT_FOUND_CACHE = "no-cache";

function etagOf(body: string | Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.split(/\s*,\s*/).includes(etag);
}

/** The business behind an enabled page of this slug, or null (unknown, malformed or off). */
async function enabledPage(db: Db, slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const page = await impactPageBySlug(db, slug);
  return page?.enabled ? page.customerId : null;
}

/** Pages outside /api (registered at the root by app.ts): the page and its share image. */
export const impactPagePages: FastifyPluginAsync<ImpactPagesRoutesOptions> = async (
  app,
  { db, publicUrl },
) => {
  const notFound = (reply: FastifyReply, language: Language) =>
    sendServerPage(reply, notFoundHtml(publicUrl, language), {
      publicUrl,
      status: 404,
      cacheControl: NOT_FOUND_CACHE,
    });

  app.get<{ Params: { slug: string } }>("/impact/:slug", async (request, reply) => {
    const { slug } = request.params;
    // In the visitor's language (issue 29): ?lang=, else Accept-Language.
    const language = visitorLanguage(request);
    markLanguage(reply, language);
    const customerId = await enabledPage(db, slug);
    const figures = customerId && (await publicFiguresOf(db, customerId));
    if (!figures) return notFound(reply, language);
    const page = `${publicUrl}${impactPagePath(slug)}`;
    const body = impactPageHtml(
      figures,
      {
        page,
        image: `${page}/share.png`,
        site: publicUrl,
      },
      language,
    );
    const etag = etagOf(body.value);
    reply.header("ETag", etag);
    if (notModified(request, etag)) {
      return reply.code(304).header("Cache-Control", REVALIDATE).send();
    }
    return sendServerPage(reply, body, { publicUrl, cacheControl: REVALIDATE });
  });

  app.get<{ Params: { slug: string } }>("/impact/:slug/share.png", async (request, reply) => {
    const customerId = await enabledPage(db, request.params.slug);
    const figures = customerId && (await publicFiguresOf(db, customerId));
    if (!figures) return notFound(reply, visitorLanguage(request));
    const image = shareImage(figures);
    // Link previews and other sites may show it (the app's default allows same origin only).
    reply
      .header("ETag", image.etag)
      .header("Cache-Control", REVALIDATE)
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    if (notModified(request, image.etag)) return reply.code(304).send();
    return reply.type("image/png").send(await image.png);
  });
};
