import { randomUUID } from "node:crypto";
import { OWNER_ONLY_MESSAGE } from "@filtercycle/contract/accounts/account-rules";
import type { Team } from "@filtercycle/contract/accounts/team";
import type { Language } from "@filtercycle/contract/languages";
import { DEFAULT_LANGUAGE } from "@filtercycle/contract/languages";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import { businessOfRequest, findCustomerById } from "#api/areas/customers/index.ts";
import { alreadyHasLoginEmail, invitationEmail, linkIn } from "#api/areas/mail/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { answerLanguage } from "#api/http/said.ts";
import type { AccountsRoutesOptions } from "./accounts.routes.ts";
import { accounts, sessions, teamInvitations, users } from "./accounts.tables.ts";
import { INVITATION_DAYS, inviteLogin, loginExists } from "./invitations.ts";
import { loginLanguage, revokeLogin } from "./logins.ts";
import { requireOwner, type SessionUser, signedInUser } from "./sessions.ts";
import { deviceOf } from "./user-agent.ts";

/**
 * The business's logins and its invitations of addresses with a login elsewhere (each listed as
 * a pending invitation, as a new address's login is until its password is chosen), by name then
 * e-mail, as the Team panel shows them.
 */
async function teamOf(db: Db, customerId: string, youId: string): Promise<Team> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      businessRole: users.businessRole,
      lastSignInAt: users.lastSignInAt,
      credentialId: accounts.id,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.customerId, customerId));
  const invitations = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.customerId, customerId));
  const members: Team["members"] = [
    ...rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.businessRole === "owner" ? ("owner" as const) : ("viewer" as const),
      invitationPending: row.credentialId === null,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      isYou: row.id === youId,
    })),
    ...invitations.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.businessRole,
      invitationPending: true,
      lastSignInAt: null,
      isYou: false,
    })),
  ];
  // The database's order (lower(name), then e-mail) for both kinds together.
  const key = (m: { name: string; email: string }) => [m.name.toLowerCase(), m.email] as const;
  members.sort((a, b) => {
    const [an, ae] = key(a);
    const [bn, be] = key(b);
    return an < bn ? -1 : an > bn ? 1 : ae < be ? -1 : ae > be ? 1 : 0;
  });
  return { members };
}

/**
 * The business's team (issue 14, docs/decisions/0065): any login of the business (and staff in
 * the support view) reads it; owners invite colleagues and remove them, never the last owner and
 * never themselves. Customer scope, so the session check has run.
 */
export const teamRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth, mailer, publicUrl },
) => {
  endpointRoute(app, "team", async (request) =>
    teamOf(db, await businessOfRequest(db, request), signedInUser(request).userId),
  );

  endpointRoute(app, "teamInvite", async (request, reply) => {
    const owner = requireOwner(request);
    const customer = await findCustomerById(db, owner.customerId as string);
    if (!customer)
      throw new HttpError(404, "Your business's record was not found.").withSaid(
        "team.recordNotFound",
      );
    const { email, name, role, language: chosen } = request.body;
    const address = email.toLowerCase();
    // An address with a login elsewhere (staff, another business) is answered exactly as a new
    // one, now and in every later team list: it is kept as a pending invitation, as a new
    // address's login is until it chooses a password, so the owner learns nothing about logins
    // outside the business. The address is told what to do instead; no login is made or moved.
    // An address already in the team (a login or such an invitation) is a 409 either way.
    const [invitedBefore] = await db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.customerId, customer.id), eq(teamInvitations.email, address)));
    if (invitedBefore) throw loginExists(address);
    const [existing] = await db
      .select({ customerId: users.customerId, language: users.language })
      .from(users)
      .where(eq(users.email, address));
    if (existing && existing.customerId !== customer.id) {
      await db
        .insert(teamInvitations)
        .values({
          id: randomUUID(),
          customerId: customer.id,
          email: address,
          name,
          businessRole: role,
        })
        .onConflictDoNothing();
      await mailer.send({
        to: email,
        // In the language that address's login chose (issue 29).
        ...alreadyHasLoginEmail(
          name,
          customer.name,
          linkIn(`${publicUrl}/login`, existing.language ?? DEFAULT_LANGUAGE),
          existing.language ?? DEFAULT_LANGUAGE,
        ),
      });
      return reply.code(201).send(await teamOf(db, customer.id, owner.userId));
    }
    const invited = await inviteLogin(db, auth, actorOf(request), {
      email,
      name,
      business: { id: customer.id, name: customer.name, code: customer.code },
      businessRole: role,
      // The language the owner chose for the colleague is the new login's (issue 29).
      ...(chosen ? { language: chosen } : {}),
    });
    // The same e-mail as the console's invitation: the link to choose a password.
    // In the language the owner chose for the colleague; without one, in the owner's own (issue
    // 29; decision 0096 and its amendment of 2026-11-27), the link opening the password screen
    // in it.
    const language = chosen ?? (await loginLanguage(db, owner.userId));
    const link = linkIn(
      `${publicUrl}/reset-password?token=${encodeURIComponent(invited.token)}&invite=1`,
      language,
    );
    await mailer.send({
      to: email,
      ...invitationEmail(name, customer.name, link, INVITATION_DAYS, language),
    });
    return reply.code(201).send(await teamOf(db, customer.id, owner.userId));
  });

  endpointRoute(app, "teamRemove", async (request) => {
    const owner = requireOwner(request);
    const customerId = owner.customerId as string;
    const { id } = request.params;
    await db.transaction(async (tx) => {
      // The business's owner rows, locked until the removal commits: two owners removing each
      // other at once take turns, and the second sees the first's removal (PostgreSQL re-reads
      // a locked row after the wait and skips a deleted one), so the last owner always stays.
      const owners = await queryRows<{ id: string }>(
        tx,
        sql`select ${users.id} as id from ${users}
            where ${users.customerId} = ${customerId} and ${users.businessRole} = 'owner'
            order by id for update`,
      );
      // An invitation of an address with a login elsewhere goes as a pending login's would.
      const ofInvitation = and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.customerId, customerId),
      );
      const [invitation] = await tx.select().from(teamInvitations).where(ofInvitation);
      if (invitation) {
        if (!owners.some((row) => row.id === owner.userId))
          throw new HttpError(403, OWNER_ONLY_MESSAGE).withSaid("account.ownerOnly");
        await tx.delete(teamInvitations).where(ofInvitation);
        return;
      }
      const [login] = await tx
        .select({ id: users.id, businessRole: users.businessRole })
        .from(users)
        .where(and(eq(users.id, id), eq(users.customerId, customerId)));
      if (!login)
        throw new HttpError(404, "No login of your business has this id.").withSaid("team.noLogin");
      if (login.id === owner.userId) {
        throw new HttpError(
          409,
          "You cannot remove yourself. Ask another owner to remove you.",
        ).withSaid("team.cannotRemoveSelf");
      }
      if (!owners.some((row) => row.id === owner.userId)) {
        // Removed (or made a viewer) by another owner while this request waited for the lock.
        throw new HttpError(403, OWNER_ONLY_MESSAGE).withSaid("account.ownerOnly");
      }
      if (login.businessRole === "owner" && owners.length <= 1) {
        throw new HttpError(
          409,
          "A business keeps at least one owner: this is its last one.",
        ).withSaid("team.lastOwner");
      }
      // Its sessions, password and links go with it; the audit entry keeps who it was.
      await revokeLogin(tx, actorOf(request), id);
    });
    return teamOf(db, customerId, owner.userId);
  });
};

/**
 * The signed-in login's own sessions, live ones only, most recently active first; `current` is
 * the request's own (none for a personal access token's request).
 */
async function sessionsOf(db: Db, user: SessionUser, language: Language = "en") {
  const { userId, credential } = user;
  const currentId = credential.kind === "session" ? credential.sessionId : undefined;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      device: deviceOf(row.userAgent, language),
      ipAddress: row.ipAddress ?? "",
      current: row.id === currentId,
    })),
  };
}

/** Any signed-in login (staff too) lists and ends its own sessions, no one else's. */
export const accountSessionRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db },
) => {
  endpointRoute(app, "accountSessions", async (request) => {
    return sessionsOf(db, signedInUser(request), answerLanguage(request));
  });

  endpointRoute(app, "accountSessionEnd", async (request) => {
    const user = signedInUser(request);
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, user.userId)))
      .returning({ id: sessions.id });
    if (ended.length === 0)
      throw new HttpError(404, "No session of your login has this id.").withSaid("team.noSession");
    return sessionsOf(db, user, answerLanguage(request));
  });
};
