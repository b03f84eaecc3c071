import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable, resetLinkIn } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { outboxDir } from "./mailer.ts";

const EMAIL = "staff@outbox.example";

/** Without SMTP_URL the e-mail goes to DATA_DIR/outbox; the log names the file, never the link. */
describe("the outbox without SMTP", () => {
  let ctx: TestContext;
  const log: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    ctx = await createTestContext({ logger: { level: "trace", stream } });
    await createLogin(ctx.database.db, {
      email: EMAIL,
      name: "Staff",
      password: "Correct-Horse-1",
      role: "admin",
    });
  });
  afterAll(() => ctx.close());

  /** The first .eml file in the outbox, once the (not awaited) reset e-mail is written. */
  async function outboxFile(): Promise<string> {
    const dir = outboxDir(ctx.dataDir);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const files = await readdir(dir).catch(() => [] as string[]);
      const eml = files.find((file) => file.endsWith(".eml"));
      if (eml) return path.join(dir, eml);
      if (Date.now() > deadline) throw new Error(`no e-mail in ${dir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("logs the reset e-mail's file name and never its link or token", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/forgot_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: EMAIL }),
    });
    expect(res.statusCode).toBe(200);
    const file = await outboxFile();
    const text = decodeQuotedPrintable(await readFile(file, "utf8"));
    const token = resetLinkIn({ to: [EMAIL], raw: text, text }).searchParams.get("token") as string;
    expect(token.length).toBeGreaterThan(16);
    await expect.poll(() => log.join("")).toContain(path.basename(file));

    const written = log.join("");
    expect(written).not.toContain(token);
    expect(written).not.toContain(encodeURIComponent(token));
    expect(written).not.toContain("reset-password?token=");
  });
});
