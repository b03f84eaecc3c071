import { API_TOKEN_REVOKED_REASONS } from "@filtercycle/contract/accounts/api-token-rules";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/**
 * Logins. The four tables follow better-auth's core schema (user, session, account,
 * verification) so its Drizzle adapter can own them; `role` and `customer_id` are ours.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ["customer", "admin", "collector"] })
      .notNull()
      .default("customer"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /**
     * A customer login's role in its business (issue 14): "owner" does everything (requests
     * payouts and pickups, invites and removes colleagues), "viewer" sees everything and changes
     * only its own account. Null for staff.
     */
    businessRole: text("business_role", { enum: ["owner", "viewer"] }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /**
     * The language the login chose for the product and its mails (issue 29): "en", "gu" or
     * "hi"; null until it chooses (English, and the browser's language is offered once).
     */
    language: text("language", { enum: ["en", "gu", "hi"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_customer_idx").on(t.customerId),
    check("users_role_valid", sql`${t.role} IN ('customer', 'admin', 'collector')`),
    check("users_language_valid", sql`${t.language} IN ('en', 'gu', 'hi')`),
    check(
      "users_business_role_valid",
      sql`(${t.role} = 'customer' AND ${t.businessRole} IN ('owner', 'viewer')) OR (${t.role} IN ('admin', 'collector') AND ${t.businessRole} IS NULL)`,
    ),
    // A customer login is always bound to one business; staff (admins, collectors) are not.
    check(
      "users_customer_bound",
      sql`(${t.role} = 'customer' AND ${t.customerId} IS NOT NULL) OR (${t.role} IN ('admin', 'collector') AND ${t.customerId} IS NULL)`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** argon2id hash for e-mail + password logins. */
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Personal access tokens (issue 16 finding 3, docs/decisions/0067): what API clients send as
 * `Authorization: Bearer fcp_…` to read their business's data. Each belongs to one customer
 * login and its business; only a SHA-256 of the token is kept (the token is shown once, at
 * creation). A revoked token keeps its row, so the account's history says when it ended.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** base64url SHA-256 of the whole token (`fcp_…`). */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Stamped at most once a minute (a busy client does not write on every call). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it ended (the token list shows it): set with `revokedAt`, docs/decisions/0076. */
    revokedReason: text("revoked_reason", { enum: API_TOKEN_REVOKED_REASONS }),
  },
  (t) => [
    index("personal_access_tokens_user_idx").on(t.userId),
    check(
      "personal_access_tokens_revoked_reason",
      sql`(${t.revokedAt} IS NULL) = (${t.revokedReason} IS NULL)`,
    ),
  ],
);

/**
 * An owner's invitation of an address that already has a login elsewhere (staff, another
 * business): no login is made or moved, and the address is mailed what to do instead. The team
 * lists it as a pending invitation exactly like a new address's, until an owner removes it, so
 * nothing the owner sees tells the two apart (docs/decisions/0101).
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: text("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    businessRole: text("business_role", { enum: ["owner", "viewer"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_invitations_customer_email").on(t.customerId, t.email),
    check("team_invitations_role_valid", sql`${t.businessRole} IN ('owner', 'viewer')`),
  ],
);
