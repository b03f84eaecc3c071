import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "#api/config/config.ts";

/**
 * AUTH_SECRET signs session cookies. Production must set it (config refuses to start without);
 * elsewhere a random one is made once and kept in DATA_DIR, so logins survive restarts. It also
 * signs unsubscribe links (notifications/unsubscribe-token.ts). A backup carries the secret in
 * use and a restore writes it to DATA_DIR/auth-secret; AUTH_SECRET, when set, wins over that file
 * (the deployer's setting, shared by every instance, is never overridden by a data folder).
 */
export function authSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  const file = authSecretFile(config.dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

/**
 * True when AUTH_SECRET is set and DATA_DIR/auth-secret holds another secret (a restored
 * backup's): AUTH_SECRET signs, and the sessions and unsubscribe links of the file's secret are
 * refused. The start logs it so the deployer can choose.
 */
export function authSecretShadowsFile(config: AppConfig): boolean {
  if (!config.authSecret) return false;
  const file = authSecretFile(config.dataDir);
  return existsSync(file) && readFileSync(file, "utf8").trim() !== config.authSecret;
}
