import type {
  ContactMessageRequest,
  InboxItem,
  InboxQuery,
  InboxResponse,
  PartnerApplicationRequest,
} from "@filtercycle/contract/enquiries/enquiries";
import { offsetOf } from "@filtercycle/contract/paging";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type CollectionFacts, collectionFacts } from "#api/areas/collections/index.ts";
import { findCustomerById } from "#api/areas/customers/index.ts";
import { collectionCredits } from "#api/areas/money/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import {
  collectionProblemReports,
  contactMessages,
  partnerApplications,
} from "./enquiries.tables.ts";

export type StoredContactMessage = typeof contactMessages.$inferSelect;
export type StoredPartnerApplication = typeof partnerApplications.$inferSelect;

export async function createContactMessage(
  db: Db,
  input: Omit<ContactMessageRequest, "website">,
): Promise<StoredContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}

export async function createPartnerApplication(
  db: Db,
  input: Omit<PartnerApplicationRequest, "website">,
): Promise<StoredPartnerApplication> {
  const [row] = await db
    .insert(partnerApplications)
    .values({
      businessName: input.businessName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      city: input.city,
      businessType: input.businessType,
      expectedSmokersPerDay: input.expectedSmokersPerDay,
      message: input.message ?? "",
    })
    .returning();
  if (!row) throw new Error("partner application insert returned no row");
  return row;
}

/**
 * Stores a business's "Report a problem" on one of its collections (the caller checked both).
 * One report per collection stays open (issue 25, docs/decisions/0076): while one is, another is
 * answered with it (`created: false`) and stores nothing. The partial unique index decides
 * between simultaneous reports; the loser reads the winner's row.
 */
export async function createCollectionProblemReport(
  db: Db,
  report: {
    customerId: string;
    collectionId: number;
    reporterName: string;
    reporterEmail: string;
    message: string;
  },
): Promise<{ id: string; createdAt: Date; created: boolean }> {
  const returned = {
    id: collectionProblemReports.id,
    createdAt: collectionProblemReports.createdAt,
  };
  const [row] = await db
    .insert(collectionProblemReports)
    .values(report)
    .onConflictDoNothing({
      target: [collectionProblemReports.customerId, collectionProblemReports.collectionId],
      where: isNull(collectionProblemReports.handledAt),
    })
    .returning(returned);
  if (row) return { ...row, created: true };
  const [open] = await db
    .select(returned)
    .from(collectionProblemReports)
    .where(
      and(
        eq(collectionProblemReports.customerId, report.customerId),
        eq(collectionProblemReports.collectionId, report.collectionId),
        isNull(collectionProblemReports.handledAt),
      ),
    );
  // Handled between the conflict and this read: the next attempt stores a new report.
  if (!open) return createCollectionProblemReport(db, report);
  return { ...open, created: false };
}

/** When the business last reported each of these collections (those never reported are absent). */
export async function latestProblemReports(
  db: Db,
  customerId: string,
  collectionIds: readonly number[],
): Promise<Map<number, Date>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({
      collectionId: collectionProblemReports.collectionId,
      at: sql<string>`max(${collectionProblemReports.createdAt})`,
    })
    .from(collectionProblemReports)
    .where(
      and(
        eq(collectionProblemReports.customerId, customerId),
        inArray(collectionProblemReports.collectionId, [...new Set(collectionIds)]),
      ),
    )
    .groupBy(collectionProblemReports.collectionId);
  return new Map(rows.map((row) => [Number(row.collectionId), new Date(row.at)]));
}

/** One row of the inbox union: the columns every table has, the others null where they lack them. */
type InboxRow = {
  kind: "contact" | "partner" | "collection";
  id: string;
  received_at: Date | string;
  handled_at: Date | string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  business_name: string | null;
  city: string | null;
  business_type: string | null;
  expected_smokers_per_day: number | null;
  collection_id: string | number | null;
  customer_id: string | null;
};

/** What a collection problem shows beside the report: its business and the collection itself. */
type CollectionContext = {
  customer: { code: string; name: string } | undefined;
  collection: CollectionFacts | undefined;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The businesses and collections the rows' problem reports are about (facts from their areas). */
async function contextOf(db: Db, rows: InboxRow[]): Promise<Map<string, CollectionContext>> {
  const reports = rows.filter((row) => row.kind === "collection");
  const context = new Map<string, CollectionContext>();
  if (reports.length === 0) return context;
  const facts = await collectionFacts(
    db,
    collectionCredits,
    reports.map((row) => Number(row.collection_id)),
  );
  const customers = new Map<string, { code: string; name: string } | undefined>();
  for (const row of reports) {
    const id = row.customer_id as string;
    if (!customers.has(id)) customers.set(id, await findCustomerById(db, id));
    context.set(row.id, {
      customer: customers.get(id),
      collection: facts.get(Number(row.collection_id)),
    });
  }
  return context;
}

function toInboxItem(row: InboxRow, context?: CollectionContext): InboxItem {
  const common = {
    id: row.id,
    receivedAt: iso(row.received_at),
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
    email: row.email,
    phone: row.phone,
    message: row.message,
  };
  if (row.kind === "contact") return { kind: "contact", ...common, name: row.name };
  if (row.kind === "collection") {
    const collection = context?.collection;
    return {
      kind: "collection",
      ...common,
      reporterName: row.name,
      customerCode: context?.customer?.code ?? "",
      customerName: context?.customer?.name ?? "",
      // A report goes with its collection (ON DELETE CASCADE), so the facts are always found.
      collection: {
        id: Number(row.collection_id),
        date: collection?.date ?? "",
        kioskLabel: collection?.kioskLabel ?? "",
        buttsCount: collection?.buttsCount ?? 0,
        buttsKg: collection?.buttsKg ?? 0,
        credit: collection?.credit ?? 0,
      },
    };
  }
  return {
    kind: "partner",
    ...common,
    contactName: row.name,
    businessName: row.business_name ?? "",
    city: row.city ?? "",
    businessType: row.business_type ?? "",
    expectedSmokersPerDay: row.expected_smokers_per_day ?? 0,
  };
}

/** The three tables as one relation with the same columns, for listing and counting together. */
const contact = contactMessages;
const partner = partnerApplications;
const problem = collectionProblemReports;
const inboxUnion = sql`(
  select 'contact' as kind, ${contact.id} as id, ${contact.createdAt} as received_at,
    ${contact.handledAt} as handled_at, ${contact.name} as name, ${contact.email} as email,
    ${contact.phone} as phone, ${contact.message} as message,
    null::text as business_name, null::text as city, null::text as business_type,
    null::int as expected_smokers_per_day, null::bigint as collection_id, null::uuid as customer_id
  from ${contact}
  union all
  select 'partner', ${partner.id}, ${partner.createdAt}, ${partner.handledAt},
    ${partner.contactName}, ${partner.email}, ${partner.phone}, ${partner.message},
    ${partner.businessName}, ${partner.city}, ${partner.businessType},
    ${partner.expectedSmokersPerDay}, null, null
  from ${partner}
  union all
  select 'collection', ${problem.id}, ${problem.createdAt}, ${problem.handledAt},
    ${problem.reporterName}, ${problem.reporterEmail}, null, ${problem.message},
    null, null, null, null, ${problem.collectionId}, ${problem.customerId}
  from ${problem}
) as inbox`;

/** A page of the enquiries, newest first (ties broken by id, so paging is stable). */
export async function listInbox(db: Db, query: InboxQuery): Promise<InboxResponse> {
  const conditions = [
    query.status === "open" ? sql`handled_at is null` : undefined,
    query.status === "handled" ? sql`handled_at is not null` : undefined,
    query.kind ? sql`kind = ${query.kind}` : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { page, pageSize } = query;

  const [rows, counts] = await Promise.all([
    queryRows<InboxRow>(
      db,
      sql`select * from ${inboxUnion} ${where} order by received_at desc, id desc limit ${pageSize} offset ${offsetOf(query)}`,
    ),
    queryRows<{ open: number; total: number }>(
      db,
      sql`select count(*) filter (where handled_at is null)::int as open,
        count(*) filter (where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`})::int as total
        from ${inboxUnion}`,
    ),
  ]);
  const context = await contextOf(db, rows);
  return {
    items: rows.map((row) => toInboxItem(row, context.get(row.id))),
    page,
    pageSize,
    total: counts[0]?.total ?? 0,
    openCount: counts[0]?.open ?? 0,
  };
}

/**
 * Marks an enquiry handled (or open again) and answers it, or null when no enquiry has the id.
 * Marking an already handled one handled again keeps its first handled time.
 */
export async function setInboxItemHandled(
  db: Db,
  id: string,
  handled: boolean,
): Promise<InboxItem | null> {
  const handledAt = (column: AnyPgColumn) =>
    handled ? sql`coalesce(${column}, now())` : sql`null`;

  const [contact] = await db
    .update(contactMessages)
    .set({ handledAt: handledAt(contactMessages.handledAt) })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!contact) {
    const [partner] = await db
      .update(partnerApplications)
      .set({ handledAt: handledAt(partnerApplications.handledAt) })
      .where(eq(partnerApplications.id, id))
      .returning({ id: partnerApplications.id });
    if (!partner) {
      const [report] = await db
        .update(collectionProblemReports)
        .set({ handledAt: handledAt(collectionProblemReports.handledAt) })
        .where(eq(collectionProblemReports.id, id))
        .returning({ id: collectionProblemReports.id });
      if (!report) return null;
    }
  }
  const [row] = await queryRows<InboxRow>(db, sql`select * from ${inboxUnion} where id = ${id}`);
  return row ? toInboxItem(row, (await contextOf(db, [row])).get(row.id)) : null;
}

/** How many enquiries (contact messages, partner applications, problem reports) are not handled yet. */
export async function countOpenEnquiries(db: Db): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select count(*)::int as open from ${inboxUnion} where handled_at is null`,
  );
  return row?.open ?? 0;
}
