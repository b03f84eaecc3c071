import { createHash } from "node:crypto";
import type { DBAdapter, DBTransactionAdapter, Where } from "@better-auth/core/db/adapter";

/**
 * better-auth keeps session tokens as they are in the `sessions` table; a leaked table would then
 * hand out live sessions. This wraps its database adapter so the table holds only a SHA-256 of each
 * token, while better-auth (and the cookie) keep working with the token itself:
 * - values written to or looked up in `token` are hashed on the way in;
 * - rows coming back carry the token the caller asked with (or created), never the hash.
 * A stored hash is marked with a prefix, so a value that is already one is not hashed twice
 * (better-auth deletes sessions by the tokens it listed).
 */
const PREFIX = "sha256:";

export function hashSessionToken(token: string): string {
  if (token.startsWith(PREFIX)) return token;
  return PREFIX + createHash("sha256").update(token).digest("base64url");
}

type Row = Record<string, unknown> | null | undefined;

function hashWhere(where: Where[] | undefined): {
  where: Where[] | undefined;
  raw: string | undefined;
} {
  let raw: string | undefined;
  const mapped = where?.map((clause) => {
    if (clause.field !== "token") return clause;
    if (typeof clause.value === "string") {
      raw = clause.value;
      return { ...clause, value: hashSessionToken(clause.value) };
    }
    if (Array.isArray(clause.value)) {
      return {
        ...clause,
        value: (clause.value as string[]).map((v) => hashSessionToken(String(v))),
      };
    }
    return clause;
  });
  return { where: mapped, raw };
}

function restore<T extends Row>(row: T, raw: string | undefined): T {
  if (row && raw && typeof row.token === "string") return { ...row, token: raw };
  return row;
}

export function withHashedSessionTokens(adapter: DBAdapter): DBAdapter {
  return {
    ...wrapMethods(adapter),
    transaction: (callback) => adapter.transaction((trx) => callback(wrapMethods(trx))),
  };
}

function wrapMethods<A extends DBTransactionAdapter>(adapter: A): A {
  const isSession = (model: string) => model === "session";
  return {
    ...adapter,
    async create(args) {
      if (!isSession(args.model)) return adapter.create(args);
      const data = args.data as Record<string, unknown>;
      const raw = typeof data.token === "string" ? data.token : undefined;
      const created = await adapter.create({
        ...args,
        data: { ...data, ...(raw ? { token: hashSessionToken(raw) } : {}) } as typeof args.data,
      });
      return restore(created as Row, raw) as typeof created;
    },
    async findOne(args) {
      if (!isSession(args.model)) return adapter.findOne(args);
      const { where, raw } = hashWhere(args.where);
      return restore((await adapter.findOne({ ...args, where: where ?? [] })) as Row, raw) as never;
    },
    async findMany(args) {
      if (!isSession(args.model)) return adapter.findMany(args);
      const { where, raw } = hashWhere(args.where);
      const rows = await adapter.findMany({ ...args, where });
      return rows.map((row) => restore(row as Row, raw)) as never;
    },
    async update(args) {
      if (!isSession(args.model)) return adapter.update(args);
      const { where, raw } = hashWhere(args.where);
      const update = { ...args.update };
      if (typeof update.token === "string") update.token = hashSessionToken(update.token);
      return restore(
        (await adapter.update({ ...args, where: where ?? [], update })) as Row,
        raw,
      ) as never;
    },
    async updateMany(args) {
      if (!isSession(args.model)) return adapter.updateMany(args);
      const { where } = hashWhere(args.where);
      return adapter.updateMany({ ...args, where: where ?? [] });
    },
    async delete(args) {
      if (!isSession(args.model)) return adapter.delete(args);
      return adapter.delete({ ...args, where: hashWhere(args.where).where ?? [] });
    },
    async deleteMany(args) {
      if (!isSession(args.model)) return adapter.deleteMany(args);
      return adapter.deleteMany({ ...args, where: hashWhere(args.where).where ?? [] });
    },
    async count(args) {
      if (!isSession(args.model)) return adapter.count(args);
      return adapter.count({ ...args, where: hashWhere(args.where).where });
    },
    async consumeOne(args) {
      if (!isSession(args.model)) return adapter.consumeOne(args);
      const { where, raw } = hashWhere(args.where);
      return restore(
        (await adapter.consumeOne({ ...args, where: where ?? [] })) as Row,
        raw,
      ) as never;
    },
  };
}
