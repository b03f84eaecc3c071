import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { DevelopmentLogController, serverLogging } from "./logger-options.ts";

describe("serverLogging", () => {
  it("logs JSON with secrets redacted and every request in production", () => {
    const options = serverLogging({ env: "production", logLevel: "info", logFormat: "json" });
    expect(options.logController).toBeUndefined();
    expect(options.logger).toMatchObject({
      level: "info",
      redact: { paths: expect.arrayContaining(["req.headers.cookie"]), censor: "[redacted]" },
      serializers: { err: expect.any(Function) },
    });
    expect(options.logger).not.toHaveProperty("transport");
  });

  it("prints readable lines through pino-pretty in development when asked", () => {
    const options = serverLogging({ env: "development", logLevel: "debug", logFormat: "pretty" });
    expect(options.logger).toMatchObject({
      level: "debug",
      redact: { censor: "[redacted]" },
      transport: { target: "pino-pretty" },
    });
    expect(options.logController).toBeInstanceOf(DevelopmentLogController);
  });

  it("keeps a test's own logger as it is", () => {
    expect(serverLogging({ env: "test", logLevel: "info", logFormat: "json" }, false)).toEqual({
      logger: false,
    });
  });
});

describe("the development request log", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  async function requestLines(urls: string[]) {
    const lines: { msg: string; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = Fastify({
      logger: { level: "info", stream },
      logController: new DevelopmentLogController(),
    });
    app.get("/assets/app.js", async () => "console.log(1)");
    app.get("/dashboard", async () => "<!doctype html>");
    app.get("/api/health", async () => ({ status: "ok" }));
    app.get("/api/boom", async () => {
      throw new Error("boom");
    });
    for (const url of urls) await app.inject(url);
    return lines.map((line) =>
      [line.msg, line.req?.url].filter((part) => part !== undefined).join(" "),
    );
  }

  it("leaves out successful pages and assets", async () => {
    expect(await requestLines(["/assets/app.js", "/dashboard"])).toEqual([]);
  });

  it("names each API request, failed one and missing page on one line", async () => {
    expect(
      await requestLines(["/api/health", "/api/health?token=secret", "/api/boom", "/nowhere.js"]),
    ).toEqual([
      "GET /api/health 200",
      "GET /api/health?token=[redacted] 200",
      "boom /api/boom",
      "GET /api/boom 500",
      "Route GET:/nowhere.js not found",
      "GET /nowhere.js 404",
    ]);
  });
});
