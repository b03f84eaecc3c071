import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { allowsInlineStyles, baseDirectives } from "./content-security-policy.ts";

/**
 * Features the product does not use are switched off for us and anything we might embed. The
 * collector's screen may take photos and locations later, so camera and geolocation stay
 * available to our own pages; fullscreen and picture-in-picture serve the media modal's videos.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=(self)",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * Security headers on every answer, by helmet (docs/decisions/0045): the base
 * Content-Security-Policy (pages replace it with their own, which adds their script hashes),
 * HSTS only when the site is served over https, and helmet's other defaults (nosniff,
 * X-Frame-Options SAMEORIGIN, Cross-Origin-Opener-Policy same-origin, …). helmet's middleware
 * is built once here and run on every request: @fastify/helmet rebuilt it (and re-parsed every
 * directive) on each request, a twentieth of a cached dashboard call's CPU (docs/decisions/0073).
 * Two middlewares, not one with a `style-src` function: with only fixed directives helmet writes
 * its policy text once, where a function made it rebuild and re-check the whole policy on every
 * request (docs/decisions/0080); the API reference's pages get the one that allows inline styles.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
): Promise<void> {
  const https = publicUrl.startsWith("https:");
  const directives = baseDirectives(https);
  const withStyleSources = (extra: string[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, "style-src": [...(directives["style-src"] ?? []), ...extra] },
      },
      // Over plain http the header is ignored by browsers and would only mislead.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  const setHeaders = withStyleSources([]);
  const setDocsHeaders = withStyleSources(["'unsafe-inline'"]);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    (allowsInlineStyles(request.url) ? setDocsHeaders : setHeaders)(request.raw, reply.raw, (err) =>
      done(err as Error | undefined),
    );
  });
}
