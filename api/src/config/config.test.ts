import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("settings", () => {
  it("has working defaults: port 3000, PGlite in ./data, URL from the port", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.env).toBe("development");
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/srv/filtercycle",
      DATABASE_URL: "postgres://app@db:5432/filtercycle",
      PUBLIC_URL: "https://portal.example.com/",
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/srv/filtercycle");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/filtercycle");
    expect(config.publicUrl).toBe("https://portal.example.com");
  });

  it("fails with a message naming each bad variable", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid settings:/);
    expect(message).toContain("PORT:");
    expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(message).toContain("LOG_LEVEL:");
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("logs JSON unless asked for pretty lines, which production refuses", () => {
    // Vitest's output is not a terminal, so the default here is the one a log collector sees.
    expect(loadConfig({}).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() =>
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), LOG_FORMAT: "pretty" }),
    ).toThrow(
      "LOG_FORMAT: production logs JSON (for the log collector); pretty is for development",
    );
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, never as 'trust every hop'", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(loadConfig({ TRUST_PROXY: " ::1 , fd00::/8 " }).trustProxy).toEqual(["::1", "fd00::/8"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      "TRUST_PROXY: `true` would trust every hop, so a client could choose its own address with X-Forwarded-For; set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)",
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33,proxy.example" })).toThrow(
      "TRUST_PROXY: not a hop count or a list of IP addresses/CIDRs: 10.0.0.0/33, proxy.example",
    );
  });

  it("caps concurrent password hashing at 2 unless PASSWORD_HASH_CONCURRENCY says otherwise", () => {
    expect(loadConfig({}).passwordHashConcurrency).toBe(2);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: "3" }).passwordHashConcurrency).toBe(3);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: "0" })).toThrow(
      "PASSWORD_HASH_CONCURRENCY:",
    );
  });

  it("refuses production without SMTP_URL, whose outbox would hold password links on the server", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    let error: unknown;
    try {
      loadConfig(production);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "SMTP_URL: is required when NODE_ENV=production (reset and invitation links are e-mailed)",
    ]);
    const config = loadConfig({ ...production, SMTP_URL: "smtp://mail.example.com:587" });
    expect(config.smtpUrl).toBe("smtp://mail.example.com:587");
    // Elsewhere the outbox stands in for SMTP.
    expect(loadConfig({ NODE_ENV: "development" }).smtpUrl).toBeUndefined();
  });
});
