import { vi } from "vitest";

/** A stubbed `fetch` answering each call with the next of `answers`; records what was sent. */
export function stubFetch(
  ...answers: (
    | { status: number; body?: unknown; headers?: Record<string, string> }
    | "network-error"
  )[]
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected fetch");
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    const isProblem = answer.status >= 400;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        "content-type": isProblem ? "application/problem+json" : "application/json",
        ...answer.headers,
      },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
