import type { AnswerOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/unsubscribe?token=…: the one-click unsubscribe of a notification mail (no login).
 * Answers which e-mail was stopped and for which address; a bad or expired token is a 400.
 */
export function unsubscribe(token: string): Promise<AnswerOf<"unsubscribe">> {
  return callApi("unsubscribe", { query: { token } });
}
