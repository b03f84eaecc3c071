import type { Language } from "@filtercycle/contract/languages";
import { type CustomerNotice, NOTICE_KINDS, NOTICES_SHOWN } from "@filtercycle/contract/notices";
import { desc, eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { customerNotices, type NoticeInLanguages } from "./notifications.tables.ts";

/**
 * In-app notices (issue 25; docs/decisions/0077). An area that announces something records the
 * notice and calls `notify` with its id in the same transaction: the notice appears in the app
 * only if the change commits, and the job queue mails the same words once.
 */
export async function recordNotice(
  db: Db,
  notice: {
    customerId: string;
    kind: CustomerNotice["kind"];
    title: string;
    lines: string[];
    /** The same words in Gujarati and Hindi, shown to a reader of that language (issue 29). */
    inLanguages?: NoticeInLanguages;
  },
): Promise<string> {
  const [row] = await db
    .insert(customerNotices)
    .values(notice)
    .returning({ id: customerNotices.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

type NoticeRow = typeof customerNotices.$inferSelect;

function view(row: NoticeRow, language: Language = "en"): CustomerNotice & { customerId: string } {
  const kind = NOTICE_KINDS.find((each) => each === row.kind) ?? "methodChange";
  // A reader of Gujarati or Hindi gets the notice in it where it was recorded so; else English.
  const words = language === "en" ? undefined : row.inLanguages?.[language];
  return {
    id: row.id,
    customerId: row.customerId,
    kind,
    title: words?.title ?? row.title,
    lines: words?.lines ?? (row.lines as string[]),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findNotice(
  db: Db,
  id: string,
): Promise<(CustomerNotice & { customerId: string }) | undefined> {
  const [row] = await db.select().from(customerNotices).where(eq(customerNotices.id, id));
  return row ? view(row) : undefined;
}

/** A business's newest notices, in `language` where they were recorded in it. */
export async function noticesOf(
  db: Db,
  customerId: string,
  language: Language = "en",
): Promise<CustomerNotice[]> {
  const rows = await db
    .select()
    .from(customerNotices)
    .where(eq(customerNotices.customerId, customerId))
    .orderBy(desc(customerNotices.createdAt), desc(customerNotices.id))
    .limit(NOTICES_SHOWN);
  return rows.map((row) => {
    const { customerId: _, ...notice } = view(row, language);
    return notice;
  });
}
