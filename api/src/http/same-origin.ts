import type { FastifyInstance } from "fastify";
import { HttpError } from "./problem.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send `Origin` on
 * such requests; it must be this site's public origin or the origin the request was addressed to.
 * Clients that send no Origin (scripts with a personal access token, which only reads) are not
 * browsers and pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (origin === undefined) {
      if (fetchSite === "cross-site") throw crossSite();
      return;
    }
    const addressed = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== addressed) throw crossSite();
  });
}

function crossSite(): HttpError {
  return new HttpError(
    403,
    "Requests from other websites are not allowed. Use the Filtercycle site itself.",
  ).withSaid("otherWebsite");
}
