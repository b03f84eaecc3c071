import {
  type AdminBatch,
  type AdminIntake,
  type INTAKE_STATUSES,
  isWeightMismatch,
} from "@filtercycle/contract/custody/custody";
import { weightDifferencePercent } from "@filtercycle/contract/custody/custody-wording";
import { offsetOf, type PageRequest } from "@filtercycle/contract/paging";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { collectionFacts } from "#api/areas/collections/index.ts";
import { customersByIds, isUniqueViolation } from "#api/areas/customers/index.ts";
import { collectionCredits } from "#api/areas/money/index.ts";
import { pickupReads as p } from "#api/areas/pickups/index.ts";
import { readConsoleSettings } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import {
  custodyIntakes as i,
  processingBatches as pb,
  productLots as pl,
} from "./custody.tables.ts";
import { CUSTODY_MESSAGES } from "./custody-messages.ts";

/**
 * The console's chain of custody (issue 15): bags from done pickups, their intake at the plant,
 * processing batches and product lots. The pickup weight is the pickup's collection, read through
 * the impact area; a bag is flagged when the intake weight is beyond the tolerance setting.
 */

type IntakeStatus = (typeof INTAKE_STATUSES)[number];

type BagRow = {
  pickup_id: string;
  collection_id: string;
  customer_id: string;
  bag_code: string;
  intake_id: string | null;
  received_on: string | null;
  intake_kg: string | null;
  intake_note: string | null;
  batch_code: string | null;
};

/** A bag is a done pickup with a bag code and its collection. */
const isBag = sql`${p.status} = 'done' and ${p.bagCode} <> '' and ${p.collectionId} is not null`;

const bagColumns = sql`${p.id}::text as pickup_id, ${p.collectionId}::text as collection_id,
  ${p.customerId}::text as customer_id, ${p.bagCode} as bag_code, ${i.id}::text as intake_id,
  to_char(${i.receivedOn}, 'YYYY-MM-DD') as received_on, ${i.weightKg}::text as intake_kg,
  ${i.note} as intake_note, ${pb.code} as batch_code`;

const bagJoins = sql`from ${p} left join ${i} on ${i.pickupId} = ${p.id}
  left join ${pb} on ${pb.id} = ${i.batchId}`;

const newestFirst = sql`order by ${p.plannedOn} desc, ${p.bagCode}, ${p.id}`;

async function bagRows(db: Db, where: SQL, tail: SQL = sql``): Promise<BagRow[]> {
  return queryRows<BagRow>(
    db,
    sql`select ${bagColumns} ${bagJoins} where ${isBag} and ${where} ${newestFirst} ${tail}`,
  );
}

/** The tolerance setting (percent), read through the settings area. */
export async function custodyTolerance(db: Db): Promise<number> {
  return (await readConsoleSettings(db)).custodyTolerancePercent;
}

/** Rows as the console shows them: the business, the kiosk, the pickup weight, the check. */
async function toIntakes(db: Db, rows: BagRow[], tolerance: number): Promise<AdminIntake[]> {
  const facts = await collectionFacts(
    db,
    collectionCredits,
    rows.map((row) => Number(row.collection_id)),
  );
  const businesses = await customersByIds(
    db,
    rows.map((row) => row.customer_id),
  );
  return rows.map((row) => {
    const collection = facts.get(Number(row.collection_id));
    const business = businesses.get(row.customer_id);
    const pickupKg = collection?.buttsKg ?? 0;
    const intakeKg = row.intake_kg === null ? null : Number(row.intake_kg);
    return {
      pickupId: row.pickup_id,
      bagCode: row.bag_code,
      customerCode: business?.code ?? "",
      businessName: business?.name ?? "",
      kioskLabel: collection?.kioskLabel ?? "",
      collectedOn: collection?.date ?? "",
      pickupKg,
      intakeId: row.intake_id === null ? null : Number(row.intake_id),
      receivedOn: row.received_on,
      intakeKg,
      differencePercent: intakeKg === null ? null : weightDifferencePercent(pickupKg, intakeKg),
      flagged: intakeKg !== null && isWeightMismatch(pickupKg, intakeKg, tolerance),
      intakeNote: row.intake_note ?? "",
      batchCode: row.batch_code,
    };
  });
}

/**
 * One page of bags: awaiting intake, received (flagged or not), flagged only, or all; newest
 * pickup first. Flagged depends on the collection's weight (another area's) and the tolerance
 * in force, so that page is chosen after computing the check on every received bag.
 */
export async function listIntakes(
  db: Db,
  query: { status: IntakeStatus; page: number; pageSize: number },
): Promise<{ items: AdminIntake[]; total: number; tolerancePercent: number }> {
  const tolerance = await custodyTolerance(db);
  const offset = (query.page - 1) * query.pageSize;
  if (query.status === "flagged") {
    const received = await toIntakes(db, await bagRows(db, sql`${i.id} is not null`), tolerance);
    const flagged = received.filter((row) => row.flagged);
    return {
      items: flagged.slice(offset, offset + query.pageSize),
      total: flagged.length,
      tolerancePercent: tolerance,
    };
  }
  const where =
    query.status === "awaiting"
      ? sql`${i.id} is null`
      : query.status === "received"
        ? sql`${i.id} is not null`
        : sql`true`;
  const [rows, counted] = await Promise.all([
    bagRows(db, where, sql`limit ${query.pageSize} offset ${offset}`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n ${bagJoins} where ${isBag} and ${where}`,
    ),
  ]);
  return {
    items: await toIntakes(db, rows, tolerance),
    total: counted[0]?.n ?? 0,
    tolerancePercent: tolerance,
  };
}

/** The bags flagged now (the console's overview), with the tolerance that flags them. */
export async function countFlaggedBags(
  db: Db,
): Promise<{ count: number; tolerancePercent: number }> {
  const { total, tolerancePercent } = await listIntakes(db, {
    status: "flagged",
    page: 1,
    pageSize: 1,
  });
  return { count: total, tolerancePercent };
}

/** How the console names a pickup in a message: "FC-1001 Counter kiosk, 2026-11-12". */
async function pickupNames(db: Db, rows: BagRow[]): Promise<string[]> {
  const [facts, businesses] = await Promise.all([
    collectionFacts(
      db,
      collectionCredits,
      rows.map((row) => Number(row.collection_id)),
    ),
    customersByIds(
      db,
      rows.map((row) => row.customer_id),
    ),
  ]);
  return rows.map((row) => {
    const collection = facts.get(Number(row.collection_id));
    return `${businesses.get(row.customer_id)?.code ?? ""} ${collection?.kioskLabel ?? ""}, ${collection?.date ?? ""}`;
  });
}

/** Bag codes are read off a bag and typed: compared without case or surrounding spaces. */
const sameCode = (column: SQLWrapper, code: string) =>
  sql`upper(trim(${column})) = upper(${code.trim()})`;

export type IntakeInput = { bagCode: string; receivedOn: string; weightKg: number; note: string };

/**
 * Records a bag's weight on intake: the done pickup with that bag code not yet received. A code
 * on no pickup is 404; on pickups all received, or on several not yet received, 409 (staff first
 * correct the code at the pickup). Audited in the same transaction.
 */
export async function recordIntake(
  db: Db,
  input: IntakeInput,
  actor: AuditActor,
): Promise<AdminIntake> {
  try {
    const pickupId = await db.transaction(async (tx) => {
      const candidates = await queryRows<BagRow>(
        tx,
        sql`select ${bagColumns} ${bagJoins} where ${isBag} and ${sameCode(p.bagCode, input.bagCode)}
            ${newestFirst} for update of ${p}`,
      );
      if (candidates.length === 0) throw CUSTODY_MESSAGES.noBag(input.bagCode);
      const open = candidates.filter((row) => row.intake_id === null);
      if (open.length > 1)
        throw CUSTODY_MESSAGES.ambiguousBag(input.bagCode, await pickupNames(tx, open));
      const [bag] = open;
      if (!bag) {
        const [last] = candidates;
        throw CUSTODY_MESSAGES.alreadyReceived(
          input.bagCode,
          last?.received_on ?? "",
          Number(last?.intake_kg ?? 0),
        );
      }
      const collectedOn = (
        await collectionFacts(tx, collectionCredits, [Number(bag.collection_id)])
      ).get(Number(bag.collection_id))?.date;
      if (collectedOn && input.receivedOn < collectedOn)
        throw CUSTODY_MESSAGES.receivedBeforePickup(input.receivedOn, collectedOn);
      const [intake] = await tx
        .insert(i)
        .values({
          pickupId: bag.pickup_id,
          bagCode: bag.bag_code,
          receivedOn: input.receivedOn,
          weightKg: String(input.weightKg),
          note: input.note,
          recordedBy: actor.id,
        })
        .returning({ id: i.id });
      await recordAudit(tx, {
        actor,
        entity: "custody_intake",
        entityId: intake?.id ?? "",
        customerId: bag.customer_id,
        action: "create",
        before: null,
        after: {
          pickupId: bag.pickup_id,
          bagCode: bag.bag_code,
          receivedOn: input.receivedOn,
          weightKg: input.weightKg,
          note: input.note,
        },
      });
      return bag.pickup_id;
    });
    const [row] = await toIntakes(
      db,
      await bagRows(db, sql`${p.id} = ${pickupId}`),
      await custodyTolerance(db),
    );
    if (!row) throw new Error("the recorded intake was not found");
    return row;
  } catch (error) {
    // The same bag received at the same moment by two people: the unique pickup index.
    if (isUniqueViolation(error, "custody_intakes_pickup_unique"))
      throw CUSTODY_MESSAGES.alreadyReceived(input.bagCode, input.receivedOn, input.weightKg);
    throw error;
  }
}

// ---- batches and lots ----

type BatchRow = {
  id: string;
  code: string;
  started_on: string;
  note: string;
  bag_count: number;
  intake_kg: string;
  lots: { id: number; code: string; product: string; madeOn: string }[] | string;
};

/** Batches with their bags (count, intake kg) and lots; newest first. */
async function batchRows(
  db: Db,
  where: SQL = sql`true`,
  page?: PageRequest,
): Promise<AdminBatch[]> {
  const rows = await queryRows<BatchRow>(
    db,
    sql`select ${pb.id}::text as id, ${pb.code} as code,
          to_char(${pb.startedOn}, 'YYYY-MM-DD') as started_on, ${pb.note} as note,
          (select count(*)::int from ${i} where ${i.batchId} = ${pb.id}) as bag_count,
          (select coalesce(sum(${i.weightKg}), 0)::text from ${i} where ${i.batchId} = ${pb.id})
            as intake_kg,
          (select coalesce(json_agg(json_build_object('id', ${pl.id}, 'code', ${pl.code},
             'product', ${pl.product}, 'madeOn', to_char(${pl.madeOn}, 'YYYY-MM-DD'))
             order by ${pl.madeOn}, ${pl.code}), '[]'::json)
           from ${pl} where ${pl.batchId} = ${pb.id}) as lots
        from ${pb} where ${where}
        order by ${pb.startedOn} desc, ${pb.code} desc, ${pb.id} desc
        ${page ? sql`limit ${page.pageSize} offset ${offsetOf(page)}` : sql``}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    startedOn: row.started_on,
    note: row.note,
    bagCount: Number(row.bag_count),
    intakeKg: Number(row.intake_kg),
    lots: (typeof row.lots === "string" ? JSON.parse(row.lots) : row.lots).map(
      (lot: { id: number | string; code: string; product: string; madeOn: string }) => ({
        ...lot,
        id: Number(lot.id),
      }),
    ),
  }));
}

/** A page of the batches, newest first (started on, then code), and how many there are. */
export async function listBatches(
  db: Db,
  page: PageRequest,
): Promise<{ items: AdminBatch[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    batchRows(db, sql`true`, page),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${pb}`),
  ]);
  return { items, total: counted?.n ?? 0 };
}

async function batchById(db: Db, id: number): Promise<AdminBatch | undefined> {
  return (await batchRows(db, sql`${pb.id} = ${id}`))[0];
}

export type BatchInput = { code: string; startedOn: string; bagCodes: string[]; note: string };

/**
 * Starts a batch from received bags not yet in a batch; a bag not received, already batched or
 * named by two received bags is refused (409 naming it), and nothing is stored.
 */
export async function createBatch(
  db: Db,
  input: BatchInput,
  actor: AuditActor,
): Promise<AdminBatch> {
  const codes = [
    ...new Map(input.bagCodes.map((c) => [c.trim().toUpperCase(), c.trim()])).values(),
  ];
  try {
    const id = await db.transaction(async (tx) => {
      const [used] = await tx.select({ id: pb.id }).from(pb).where(sameCode(pb.code, input.code));
      if (used) throw CUSTODY_MESSAGES.batchCodeUsed(input.code);
      const intakeIds: number[] = [];
      for (const code of codes) {
        const found = await queryRows<{ id: string; batch_code: string | null }>(
          tx,
          sql`select ${i.id}::text as id, ${pb.code} as batch_code from ${i}
              left join ${pb} on ${pb.id} = ${i.batchId}
              where ${sameCode(i.bagCode, code)} order by ${i.id} for update of ${i}`,
        );
        const free = found.filter((row) => row.batch_code === null);
        if (found.length === 0) throw CUSTODY_MESSAGES.bagNotReceived(code);
        if (free.length === 0) throw CUSTODY_MESSAGES.bagInBatch(code, found[0]?.batch_code ?? "");
        if (free.length > 1) throw CUSTODY_MESSAGES.bagTwice(code);
        intakeIds.push(Number(free[0]?.id));
      }
      const [batch] = await tx
        .insert(pb)
        .values({
          code: input.code,
          startedOn: input.startedOn,
          note: input.note,
          createdBy: actor.id,
        })
        .returning({ id: pb.id });
      if (!batch) throw new Error("batch insert returned no row");
      await tx
        .update(i)
        .set({ batchId: batch.id, updatedAt: new Date() })
        .where(
          sql`${i.id} in (${sql.join(
            intakeIds.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        );
      await recordAudit(tx, {
        actor,
        entity: "processing_batch",
        entityId: batch.id,
        action: "create",
        before: null,
        after: { code: input.code, startedOn: input.startedOn, note: input.note, bagCodes: codes },
      });
      return batch.id;
    });
    const batch = await batchById(db, id);
    if (!batch) throw new Error("the created batch was not found");
    return batch;
  } catch (error) {
    if (isUniqueViolation(error, "processing_batches_code_unique"))
      throw CUSTODY_MESSAGES.batchCodeUsed(input.code);
    throw error;
  }
}

export type LotInput = { code: string; product: string; madeOn: string };

/** Records a product lot made from a batch; answers the batch with its lots. */
export async function createLot(
  db: Db,
  batchId: number,
  input: LotInput,
  actor: AuditActor,
): Promise<AdminBatch> {
  try {
    await db.transaction(async (tx) => {
      const [batch] = await tx.select().from(pb).where(sql`${pb.id} = ${batchId}`).for("update");
      if (!batch) throw new HttpError(404, CUSTODY_MESSAGES.noBatch);
      const [used] = await tx.select({ id: pl.id }).from(pl).where(sameCode(pl.code, input.code));
      if (used) throw CUSTODY_MESSAGES.lotCodeUsed(input.code);
      const [lot] = await tx
        .insert(pl)
        .values({
          batchId,
          code: input.code,
          product: input.product,
          madeOn: input.madeOn,
          createdBy: actor.id,
        })
        .returning({ id: pl.id });
      await recordAudit(tx, {
        actor,
        entity: "product_lot",
        entityId: lot?.id ?? "",
        action: "create",
        before: null,
        after: {
          batch: batch.code,
          code: input.code,
          product: input.product,
          madeOn: input.madeOn,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "product_lots_code_unique"))
      throw CUSTODY_MESSAGES.lotCodeUsed(input.code);
    throw error;
  }
  const batch = await batchById(db, batchId);
  if (!batch) throw new HttpError(404, CUSTODY_MESSAGES.noBatch);
  return batch;
}
