import type {
  ContactMessageRequest,
  InboxItem,
  InboxQuery,
  InboxResponse,
  PartnerApplicationRequest,
} from "@filtercycle/contract/enquiries";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Db, queryRows } from "#api/db/database.ts";
import { contactMessages, partnerApplications } from "./enquiries.tables.ts";

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

/** One row of the inbox union: the columns both tables have, the partner ones null for contacts. */
type InboxRow = {
  kind: "contact" | "partner";
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
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toInboxItem(row: InboxRow): InboxItem {
  const common = {
    id: row.id,
    receivedAt: iso(row.received_at),
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
    email: row.email,
    phone: row.phone,
    message: row.message,
  };
  if (row.kind === "contact") return { kind: "contact", ...common, name: row.name };
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

/** Both tables as one relation with the same columns, for listing and counting together. */
const contact = contactMessages;
const partner = partnerApplications;
const inboxUnion = sql`(
  select 'contact' as kind, ${contact.id} as id, ${contact.createdAt} as received_at,
    ${contact.handledAt} as handled_at, ${contact.name} as name, ${contact.email} as email,
    ${contact.phone} as phone, ${contact.message} as message,
    null::text as business_name, null::text as city, null::text as business_type,
    null::int as expected_smokers_per_day
  from ${contact}
  union all
  select 'partner', ${partner.id}, ${partner.createdAt}, ${partner.handledAt},
    ${partner.contactName}, ${partner.email}, ${partner.phone}, ${partner.message},
    ${partner.businessName}, ${partner.city}, ${partner.businessType},
    ${partner.expectedSmokersPerDay}
  from ${partner}
) as inbox`;

/** Both kinds of enquiry, newest first (ties broken by id, so paging is stable). */
export async function listInbox(db: Db, query: InboxQuery): Promise<InboxResponse> {
  const conditions = [
    query.status === "open" ? sql`handled_at is null` : undefined,
    query.status === "handled" ? sql`handled_at is not null` : undefined,
    query.kind ? sql`kind = ${query.kind}` : undefined,
    query.before ? sql`received_at < ${query.before}::timestamptz` : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

  const [rows, counts] = await Promise.all([
    queryRows<InboxRow>(
      db,
      sql`select * from ${inboxUnion} ${where} order by received_at desc, id desc limit ${query.limit}`,
    ),
    queryRows<{ open: number }>(
      db,
      sql`select count(*)::int as open from ${inboxUnion} where handled_at is null`,
    ),
  ]);
  return { items: rows.map(toInboxItem), openCount: counts[0]?.open ?? 0 };
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
    if (!partner) return null;
  }
  const [row] = await queryRows<InboxRow>(db, sql`select * from ${inboxUnion} where id = ${id}`);
  return row ? toInboxItem(row) : null;
}

/** How many enquiries (contact messages and partner applications) are not handled yet. */
export async function countOpenEnquiries(db: Db): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select count(*)::int as open from ${inboxUnion} where handled_at is null`,
  );
  return row?.open ?? 0;
}
