// A real SMTP server for the end-to-end run, started by playwright.config.ts beside the app: the
// app sends every e-mail to it over SMTP (SMTP_URL), exactly as to a provider, and each message
// is written raw to E2E_MAIL_DIR as "<ISO time>-<n>.eml", where the tests read the links.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT);
const folder = process.env.E2E_MAIL_DIR;
if (!port || !folder) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR must be set");
mkdirSync(folder, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${String(count).padStart(5, "0")}.eml`;
      writeFileSync(path.join(folder, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
