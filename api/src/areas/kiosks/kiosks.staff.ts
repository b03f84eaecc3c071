import type { KioskForecastView, KioskModel } from "@filtercycle/contract/forecasts/forecasts";
import type { Kiosk } from "@filtercycle/contract/kiosks/kiosks";
import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, recordAudit } from "#api/areas/audit/index.ts";
import { findCustomerByCode, findCustomerById } from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Database } from "#api/db/database.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { todayIn } from "#api/lib/dates.ts";
import { kioskModels, kiosks } from "./kiosks.tables.ts";

type KioskRow = typeof kiosks.$inferSelect;

/** The rule messages of the kiosk routes (a 400 names its field). */
export const KIOSK_MESSAGES = {
  serialTaken: (serial: string) => `Another kiosk already has the serial "${serial}".`,
  removedBeforeInstalled: "A kiosk cannot be removed before it was installed.",
  collectionsBeforeInstall: (n: number, first: string) =>
    `${n} collection(s) of this kiosk are dated before that install date (the first on ${first}).`,
  collectionsAfterRemoval: (n: number, last: string) =>
    `${n} collection(s) of this kiosk are dated after that removal date (the last on ${last}).`,
  noCustomer: (code: string) => `There is no customer with the code "${code}".`,
  noKiosk: "There is no kiosk with this id.",
  noModel: (id: string) => `There is no kiosk model "${id}".`,
} as const;

async function customerOrNotFound(db: Db, code: string) {
  const customer = await findCustomerByCode(db, code);
  if (!customer) throw new HttpError(404, KIOSK_MESSAGES.noCustomer(code));
  return customer;
}

/**
 * A kiosk's collections, as SQL over the collections area's table: that area sits above kiosks
 * (a collection names its kiosk) and hands these in at registration (app.ts), so kiosks does not
 * import it (decision 0082, amendment).
 */
export type KioskCollections = {
  /** The number of collections of the kiosk whose id is `kioskId`, as a scalar subquery. */
  countOf: (kioskId: SQL) => SQL;
  /** The kiosk's last visit, 'YYYY-MM-DD' or null, as a scalar subquery. */
  lastVisitOf: (kioskId: SQL) => SQL;
  /** One row: the kiosk's collections (`n`) and its last visit (`last`). */
  statsOf: (kioskId: string) => SQL;
  /** One row: how many of the kiosk's collections are dated before `day` (`n`), the first (`first`). */
  before: (kioskId: string, day: string) => SQL;
  /** One row: how many of the kiosk's collections are dated after `day` (`n`), the last (`last`). */
  after: (kioskId: string, day: string) => SQL;
};

/**
 * Kiosks' fill forecasts at the start of the business day `asOf` (the forecasts area, which sits
 * above kiosks, hands it in at registration: area-wiring.ts); removed kiosks are left out.
 */
export type KioskForecasts = (input: {
  asOf: string;
  kioskIds: readonly string[];
}) => Promise<ReadonlyMap<string, KioskForecastView>>;

type KioskListRow = Omit<Kiosk, "customerCode" | "forecast">;

const listColumns = (collections: KioskCollections) =>
  sql`k.id, k.label, k.serial, k.location,
          to_char(k.installed_on, 'YYYY-MM-DD') as "installedOn",
          to_char(k.removed_on, 'YYYY-MM-DD') as "removedOn",
          ${collections.countOf(sql`k.id`)} as collections,
          ${collections.lastVisitOf(sql`k.id`)} as "lastCollectedOn",
          k.model_id as "modelId", m.name as "modelName",
          k.capacity_kg::float8 as "ownCapacityKg",
          coalesce(k.capacity_kg, m.capacity_kg)::float8 as "capacityKg"`;

/** Each kiosk with its forecast (null for a removed one). */
async function withForecasts(
  database: Database,
  rows: readonly KioskListRow[],
  customerCode: string,
  forecasts: KioskForecasts,
): Promise<Kiosk[]> {
  const { businessTimeZone } = await readImpactSettings(database.db);
  const byId = await forecasts({
    asOf: todayIn(businessTimeZone),
    kioskIds: rows.filter((row) => row.removedOn === null).map((row) => row.id),
  });
  return rows.map((row) => {
    const forecast = byId.get(row.id);
    return {
      ...row,
      customerCode,
      forecast: forecast
        ? {
            fillKg: forecast.fillKg,
            fillPercent: forecast.fillPercent,
            fullOn: forecast.fullOn,
            basis: forecast.basis,
          }
        : null,
    };
  });
}

/** A customer's kiosks with how many collections each has, the last one's day and the forecast. */
async function listKiosks(
  database: Database,
  customer: { id: string; code: string },
  options: { collections: KioskCollections; forecasts: KioskForecasts },
): Promise<Kiosk[]> {
  const rows = await queryRows<KioskListRow>(
    database.db,
    sql`select ${listColumns(options.collections)}
        from ${kiosks} k join ${kioskModels} m on m.id = k.model_id
        where k.customer_id = ${customer.id}
        order by k.removed_on is not null, k.installed_on, k.label`,
  );
  return withForecasts(database, rows, customer.code, options.forecasts);
}

async function kioskItem(
  database: Database,
  id: string,
  customerCode: string,
  options: { collections: KioskCollections; forecasts: KioskForecasts },
): Promise<Kiosk> {
  const rows = await queryRows<KioskListRow>(
    database.db,
    sql`select ${listColumns(options.collections)}
        from ${kiosks} k join ${kioskModels} m on m.id = k.model_id where k.id = ${id}`,
  );
  if (rows.length === 0) throw new HttpError(404, KIOSK_MESSAGES.noKiosk);
  const [item] = await withForecasts(database, rows, customerCode, options.forecasts);
  if (!item) throw new HttpError(404, KIOSK_MESSAGES.noKiosk);
  return item;
}

/** The kiosk as the audit log keeps it. */
function auditView(row: KioskRow) {
  return {
    id: row.id,
    label: row.label,
    serial: row.serial,
    location: row.location,
    installedOn: row.installedOn,
    removedOn: row.removedOn,
    modelId: row.modelId,
    capacityKg: row.capacityKg === null ? null : Number(row.capacityKg),
  };
}

/** A model id that names no kiosk model is the field's 400. */
async function refuseUnknownModel(db: Db, modelId: string | undefined) {
  if (modelId === undefined) return;
  const [model] = await db
    .select({ id: kioskModels.id })
    .from(kioskModels)
    .where(eq(kioskModels.id, modelId));
  if (!model) {
    throw new HttpError(400, KIOSK_MESSAGES.noModel(modelId), [
      { field: "modelId", message: "is not a kiosk model" },
    ]);
  }
}

const capacityText = (kg: number | null | undefined) =>
  kg === undefined ? undefined : kg === null ? null : kg.toFixed(3);

/**
 * Refuses a serial another kiosk has, compared as the database compares them (its unique
 * `serial_key`: NFKC, zero-width characters removed, lower case), so a look-alike is taken too.
 */
async function refuseTakenSerial(db: Db, serial: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: kiosks.id, serial: kiosks.serial })
    .from(kiosks)
    .where(eq(kiosks.serialKey, sql`kiosk_serial_key(${serial})`));
  if (taken && taken.id !== exceptId) {
    throw new HttpError(409, KIOSK_MESSAGES.serialTaken(taken.serial), [
      { field: "serial", message: "is already used by another kiosk" },
    ]);
  }
}

/** A unique violation on the serial (two requests at once) answers like the check. */
function isSerialConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === "23505";
}

export type KiosksRoutesOptions = {
  database: Database;
  collections: KioskCollections;
  forecasts: KioskForecasts;
};

export const kioskStaffRoutes: FastifyPluginAsyncZod<KiosksRoutesOptions> = async (
  app,
  options,
) => {
  const { database } = options;
  const { db } = database;

  endpointRoute(app, "adminCustomerKiosks", async (request) => {
    const customer = await customerOrNotFound(db, request.params.code);
    return { items: await listKiosks(database, customer, options) };
  });

  endpointRoute(app, "adminKioskCreate", async (request, reply) => {
    const customer = await customerOrNotFound(db, request.params.code);
    const body = request.body;
    await refuseTakenSerial(db, body.serial);
    await refuseUnknownModel(db, body.modelId);
    let row: KioskRow | undefined;
    try {
      row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(kiosks)
          .values({
            customerId: customer.id,
            label: body.label,
            serial: body.serial,
            location: body.location,
            installedOn: body.installedOn,
            ...(body.modelId !== undefined && { modelId: body.modelId }),
            capacityKg: capacityText(body.capacityKg) ?? null,
          })
          .returning();
        if (!created) throw new Error("kiosk insert returned no row");
        await recordAudit(tx, {
          actor: actorOf(request),
          entity: "kiosk",
          entityId: created.id,
          customerId: customer.id,
          action: "create",
          before: null,
          after: auditView(created),
        });
        return created;
      });
    } catch (error) {
      if (isSerialConflict(error)) await refuseTakenSerial(db, body.serial);
      throw error;
    }
    reply.code(201);
    return kioskItem(database, row.id, customer.code, options);
  });

  endpointRoute(app, "adminKioskUpdate", async (request) => {
    const { id } = request.params;
    const [before] = await db.select().from(kiosks).where(eq(kiosks.id, id));
    if (!before) throw new HttpError(404, KIOSK_MESSAGES.noKiosk);
    const body = request.body;
    const next = {
      label: body.label ?? before.label,
      serial: body.serial ?? before.serial,
      location: body.location ?? before.location,
      installedOn: body.installedOn ?? before.installedOn,
      removedOn: body.removedOn === undefined ? before.removedOn : body.removedOn,
      modelId: body.modelId ?? before.modelId,
      capacityKg:
        body.capacityKg === undefined ? before.capacityKg : (capacityText(body.capacityKg) ?? null),
    };
    await refuseUnknownModel(db, body.modelId);
    if (next.removedOn !== null && next.removedOn < next.installedOn) {
      const field = body.removedOn !== undefined ? "removedOn" : "installedOn";
      throw new HttpError(400, KIOSK_MESSAGES.removedBeforeInstalled, [
        { field, message: "a kiosk cannot be removed before it was installed" },
      ]);
    }
    if (next.serial !== before.serial) await refuseTakenSerial(db, next.serial, id);

    const customer = await customerOrNotFoundById(db, before.customerId);
    try {
      await db.transaction(async (tx) => {
        // The window may only shrink past collections that stay inside it.
        if (next.installedOn > before.installedOn) {
          const [early] = await queryRows<{ n: number; first: string }>(
            tx,
            options.collections.before(id, next.installedOn),
          );
          if (early && early.n > 0) {
            throw new HttpError(
              400,
              KIOSK_MESSAGES.collectionsBeforeInstall(early.n, early.first),
              [{ field: "installedOn", message: "is after collections of this kiosk" }],
            );
          }
        }
        if (
          next.removedOn !== null &&
          (before.removedOn === null || next.removedOn < before.removedOn)
        ) {
          const [late] = await queryRows<{ n: number; last: string }>(
            tx,
            options.collections.after(id, next.removedOn),
          );
          if (late && late.n > 0) {
            throw new HttpError(400, KIOSK_MESSAGES.collectionsAfterRemoval(late.n, late.last), [
              { field: "removedOn", message: "is before collections of this kiosk" },
            ]);
          }
        }
        const [after] = await tx
          .update(kiosks)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(kiosks.id, id))
          .returning();
        if (!after) throw new HttpError(404, KIOSK_MESSAGES.noKiosk);
        await recordAudit(tx, {
          actor: actorOf(request),
          entity: "kiosk",
          entityId: id,
          customerId: before.customerId,
          action: before.removedOn === null && after.removedOn !== null ? "remove" : "update",
          before: auditView(before),
          after: auditView(after),
        });
      });
    } catch (error) {
      if (isSerialConflict(error)) await refuseTakenSerial(db, next.serial, id);
      throw error;
    }
    return kioskItem(database, id, customer.code, options);
  });

  endpointRoute(app, "adminKioskModels", async () => ({ items: await listKioskModels(db) }));

  endpointRoute(app, "adminKioskModelUpdate", async (request) => {
    const { id } = request.params;
    const body = request.body;
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(kioskModels)
        .where(eq(kioskModels.id, id))
        .for("update");
      if (!before) throw new HttpError(404, KIOSK_MESSAGES.noModel(id));
      const [after] = await tx
        .update(kioskModels)
        .set({
          name: body.name ?? before.name,
          capacityKg:
            body.capacityKg === undefined ? before.capacityKg : body.capacityKg.toFixed(3),
          updatedAt: new Date(),
        })
        .where(eq(kioskModels.id, id))
        .returning();
      await recordAudit(tx, {
        actor: actorOf(request),
        entity: "kiosk_model",
        entityId: id,
        customerId: null,
        action: "update",
        before: { name: before.name, capacityKg: Number(before.capacityKg) },
        after: after ? { name: after.name, capacityKg: Number(after.capacityKg) } : null,
      });
    });
    const model = (await listKioskModels(db)).find((m) => m.id === id);
    if (!model) throw new HttpError(404, KIOSK_MESSAGES.noModel(id));
    return model;
  });
};

/** The kiosk models, smallest first, with how many kiosks in service are of each. */
async function listKioskModels(db: Db): Promise<KioskModel[]> {
  return queryRows<KioskModel>(
    db,
    sql`select m.id, m.name, m.capacity_kg::float8 as "capacityKg",
          (select count(*)::int from ${kiosks} k where k.model_id = m.id and k.removed_on is null) as kiosks
        from ${kioskModels} m order by m.capacity_kg, m.id`,
  );
}

async function customerOrNotFoundById(db: Db, id: string) {
  const customer = await findCustomerById(db, id);
  if (!customer) throw new HttpError(404, KIOSK_MESSAGES.noKiosk);
  return customer;
}

/** The console's kiosks (issue 12), under /api/admin/. */
export const kiosksRoutes: AreaRoutes<KiosksRoutesOptions> = { staff: kioskStaffRoutes };
