import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, SAMPLE_FILES } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../areas/accounts/accounts.service.ts";

const REQUEST_TIMEOUT_MS = 1500;
const PASSWORD = "Correct-Horse-1";

type SlowAnswer = { response: string; closedAfterMs: number };

/**
 * Sends `head` at once, then `body` `bytes` at a time every `everyMs`, over a raw socket, as a slow
 * client would; resolves with what the server answered once the socket is closed (by either side).
 */
function sendSlowly(port: number, head: string, body: Buffer, everyMs: number, bytes = 1) {
  return new Promise<SlowAnswer>((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1");
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body.subarray(sent, sent + bytes));
      sent += bytes;
      timer = setTimeout(next, everyMs);
    };
    socket.on("connect", () => {
      socket.write(head);
      timer = setTimeout(next, everyMs);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({
        response: Buffer.concat(chunks).toString("utf8"),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

describe("request timeouts on a listening server", () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), UPLOAD_TIMEOUT_MS: "30000" },
    });
    await createLogin(ctx.database.db, {
      email: "staff@slow.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it("answers 408 and closes the socket when a body trickles in past the request limit", async () => {
    const body = Buffer.from(JSON.stringify({ email: "a@b.example", password: "x".repeat(40) }));
    const { response, closedAfterMs } = await sendSlowly(
      port,
      "POST /api/customer_login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  }, 20_000);

  it("closes a connection whose unread body trickles in after a refusal", async () => {
    const { body, contentType } = multipartBody([
      { name: "file", filename: "clip.mp4", data: Buffer.alloc(200, 1) },
    ]);
    const { response, closedAfterMs } = await sendSlowly(
      port,
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  }, 20_000);

  it("gives a staff upload the longer upload limit", async () => {
    const cookie = await sessionCookieFor(ctx.app, "staff@slow.example", PASSWORD);
    // No business or event type: the upload is refused with 400, but only once it has all arrived.
    const { body, contentType } = multipartBody([
      { name: "file", filename: "clip.mp4", data: SAMPLE_FILES["clip.mp4"] as Buffer },
    ]);
    const everyMs = 400;
    const bytes = Math.ceil(body.length / 10);
    const { response, closedAfterMs } = await sendSlowly(
      port,
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
        `Cookie: ${cookie}\r\nOrigin: ${ctx.config.publicUrl}\r\nConnection: close\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      everyMs,
      bytes,
    );
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(closedAfterMs).toBeGreaterThan(REQUEST_TIMEOUT_MS * 2);
  }, 30_000);
});
