import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from "@filtercycle/contract/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";

/**
 * The language of a page the API renders for anyone (issue 29: a business's public impact page,
 * opened by whoever scanned its poster): `?lang=en|gu|hi` when the visitor chose one (the page's
 * own language links), else the first of the browser's Accept-Language the product speaks,
 * else English.
 */
export function visitorLanguage(request: FastifyRequest): Language {
  const chosen = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(chosen)) return chosen;
  const negotiated = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(negotiated) ? negotiated : DEFAULT_LANGUAGE;
}

/** Says which language the answer is in and that it depends on Accept-Language (caches). */
export function markLanguage(reply: FastifyReply, language: Language): void {
  reply.header("Content-Language", language);
  const vary = reply.getHeader("Vary");
  reply.header("Vary", vary ? `${vary}, Accept-Language` : "Accept-Language");
}
