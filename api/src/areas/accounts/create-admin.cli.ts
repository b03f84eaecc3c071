import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { PASSWORD_MAX_LENGTH } from "@filtercycle/contract/accounts/account-rules";
import { eq } from "drizzle-orm";
import { ConfigError, loadConfig } from "#api/config/config.ts";
import { openDatabase } from "#api/db/database.ts";
import { databaseOptionsFrom } from "#api/db/database-options.ts";
import { runCli } from "#api/lib/cli.ts";
import { createLogin } from "./accounts.service.ts";
import { users } from "./accounts.tables.ts";
import { passwordRefusal } from "./password-strength.ts";

/**
 * `npm run create-admin -- --email staff@example.com [--name "Staff name"]` creates a staff login
 * on any database, production included. The password comes from ADMIN_PASSWORD or a prompt,
 * never from an argument (arguments end up in shell history and process lists).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: npm run create-admin -- --email staff@example.com [--name "Full name"]');
    return 2;
  }
  const password = process.env.ADMIN_PASSWORD ?? (await promptPassword());
  const name = values.name ?? "Filtercycle staff";
  if (password.length > PASSWORD_MAX_LENGTH) {
    console.error(`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
    return 2;
  }
  // The same rule as every staff password set in the app: length, then strength.
  const refusal = await passwordRefusal(password, { role: "admin", email, name });
  if (refusal) {
    console.error(`The password ${refusal.message}.`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.migrate();
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (existing) {
      console.error(`A login for ${email} already exists.`);
      return 1;
    }
    await createLogin(database.db, {
      email,
      name,
      password,
      role: "admin",
    });
    console.log(`Created the staff login ${email}. Log in at ${config.publicUrl}/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Asks twice without echoing when a terminal is attached; reads one line from a pipe otherwise. */
async function promptPassword(): Promise<string> {
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: process.stdin.isTTY,
      });
      const mutable = rl as unknown as {
        _writeToOutput: (s: string) => void;
        output: NodeJS.WriteStream;
      };
      if (process.stdin.isTTY) {
        process.stdout.write(question);
        mutable._writeToOutput = () => {};
      }
      rl.question(process.stdin.isTTY ? "" : question, (answer) => {
        rl.close();
        if (process.stdin.isTTY) process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password for the new staff login: ");
  if (!process.stdin.isTTY) return first;
  const second = await ask("Repeat the password: ");
  if (first !== second) throw new ConfigError(["the two passwords do not match"]);
  return first;
}

runCli(main, [ConfigError]);
