/**
 * Compile-time checks of `callApi`'s types, run by `npm run typecheck` (no code imports this
 * file, so none of it is bundled or run): each `@ts-expect-error` fails the typecheck if the
 * call it marks stops being an error.
 */
import { callApi } from "./api-client";

export async function callApiTypeChecks(): Promise<number> {
  // @ts-expect-error a body is required
  await callApi("login");
  // @ts-expect-error the path parameter `id` is required
  await callApi("adminInboxUpdate", { body: { handled: true } });
  // @ts-expect-error the body must have the contract's fields
  await callApi("forgotPassword", { body: { mail: "a@b.co" } });
  // @ts-expect-error no such endpoint
  await callApi("get_green_impact");
  // Optional options: nothing required.
  await callApi("greenImpact");
  await callApi("adminInbox", { query: {} });
  const impact = await callApi("greenImpact");
  // @ts-expect-error the answer is typed: `name` is a string
  const name: number = impact.name;
  return name;
}
