import type {
  Customer,
  CustomerActiveFilter,
  CustomerFields,
  CustomerListItem,
  CustomerSort,
} from "@filtercycle/contract/customers/admin-customers";
import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  type Subquery,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#api/db/database.ts";
import { customers } from "./customers.tables.ts";

export type NewCustomer = typeof customers.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;

export async function createCustomer(db: Db, customer: NewCustomer) {
  const [row] = await db.insert(customers).values(customer).returning();
  if (!row) throw new Error("customer insert returned no row");
  return row;
}

export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
  return row?.n ?? 0;
}

export async function findCustomerById(db: Db, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Every other business's name (impact pages keep the address each name makes for it). */
export async function namesOfOtherCustomers(db: Db, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ name: customers.name })
    .from(customers)
    .where(ne(customers.id, exceptId));
  return rows.map((row) => row.name);
}

/** By the public code shown to customers (e.g. FC-1001), case-insensitively. */
export async function findCustomerByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.code, code.trim().toUpperCase()));
  return row;
}

/** False for a business staff deactivated (its logins are treated as signed out). */
export async function isCustomerActive(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ deactivatedAt: customers.deactivatedAt })
    .from(customers)
    .where(eq(customers.id, id));
  return row !== undefined && row.deactivatedAt === null;
}

/**
 * A login's business as a lateral join named `business` (`code`, `name`, `active`; all null for
 * a login without one), for the session check's single statement (docs/decisions/0073): the
 * answer to GET /api/session and the "business active" rule need no statement of their own.
 */
export function loginBusinessJoinSql(customerId: AnyPgColumn): SQL {
  return sql`left join lateral (select ${customers.code} as code, ${customers.name} as name,
      ${customers.deactivatedAt} is null as active
    from ${customers} where ${customers.id} = ${customerId}) as business on true`;
}

/** A row as the console's API answers it (and as the audit log stores it). */
export function customerOf(row: CustomerRow): Customer {
  return {
    code: row.code,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    serviceType: row.serviceType,
    businessType: row.businessType,
    benefitRatePerKg: Number(row.benefitRatePerKg),
    siteContactPhone: row.siteContactPhone,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    planningMode: row.planningMode,
    active: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- codes ----

export const CODE_PREFIX = "FC-";
/** The first code of an empty database. */
export const FIRST_CODE_NUMBER = 1001;

/** The next code: "FC-" and one more than the highest existing number (FC-1001 when none). */
export async function nextCustomerCode(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(max(substring(${customers.code} from 4)::bigint), ${FIRST_CODE_NUMBER - 1}) + 1`.mapWith(
        Number,
      ),
    })
    .from(customers)
    .where(sql`${customers.code} ~ '^FC-[0-9]{1,15}$'`);
  return `${CODE_PREFIX}${row?.n ?? FIRST_CODE_NUMBER}`;
}

/** True for PostgreSQL's unique violation (23505), whichever driver or wrapper raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}

// ---- the list ----

/** A figure per business, as a subquery (customer_id, name) the list joins. */
type PerBusiness<K extends string, T> = Subquery & {
  customerId: AnyPgColumn<{ notNull: true }>;
} & { [key in K]: SQL.Aliased<T> };

/**
 * The figures other areas keep about a business: kiosks, money and accounts sit above customers
 * (their tables name a business), so they hand these in at registration (app.ts) and customers
 * imports none of them (decision 0082, amendment).
 */
export type CustomerFigures = {
  /** Kiosks in service per business (kiosks). */
  kioskCounts: (db: Db) => PerBusiness<"kiosks", number>;
  /** Each business's balance (money). */
  balances: (db: Db) => PerBusiness<"balance", string>;
  /** One business's balance and its parts (money). */
  balanceOf: (
    db: Db,
    customerId: string,
  ) => Promise<{ credits: number; payouts: number; adjustments: number; balance: number }>;
  /** One business's butts collected till date (impact). */
  collectedOf: (db: Db, customerId: string) => Promise<{ butts: number; kg: number }>;
  /** One business's kiosks in service (kiosks). */
  kioskCountOf: (db: Db, customerId: string) => Promise<number>;
  /** One business's logins (accounts). */
  loginsOf: (db: Db, customerId: string) => Promise<number>;
};

export type CustomerListFilters = {
  q?: string | undefined;
  sort?: CustomerSort | undefined;
  dir?: "asc" | "desc" | undefined;
  active: CustomerActiveFilter;
};

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The customers list's query (every column the list shows), filtered and sorted, no paging. */
function customerListQuery(db: Db, filters: CustomerListFilters, figures: CustomerFigures) {
  const kioskCounts = figures.kioskCounts(db);
  const balances = figures.balances(db);
  const kioskCount = sql<number>`coalesce(${kioskCounts.kiosks}, 0)`;
  const balance = sql<string>`coalesce(${balances.balance}, 0)`;
  const active = sql<boolean>`(${customers.deactivatedAt} is null)`;

  const where: SQL[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const match = or(
      sql`${customers.name} ilike ${pattern}`,
      sql`${customers.code} ilike ${pattern}`,
      sql`${customers.city} ilike ${pattern}`,
    );
    if (match) where.push(match);
  }
  if (filters.active === "active") where.push(isNull(customers.deactivatedAt));
  if (filters.active === "inactive") where.push(isNotNull(customers.deactivatedAt));

  const sortColumns: Record<CustomerSort, SQL> = {
    name: sql`lower(${customers.name})`,
    // FC-999 before FC-1000: by length, then text.
    code: sql`length(${customers.code}), ${customers.code}`,
    city: sql`lower(${customers.city})`,
    serviceType: sql`lower(${customers.serviceType})`,
    businessType: sql`lower(${customers.businessType})`,
    kiosks: kioskCount,
    balance: sql`${balance}`,
    active: active,
  };
  const column = sortColumns[filters.sort ?? "name"];
  const order = filters.dir === "desc" ? desc : asc;
  // `code` sorts by two expressions; each takes the direction.
  const orderBy =
    filters.sort === "code"
      ? [order(sql`length(${customers.code})`), order(customers.code)]
      : [order(column), asc(sql`length(${customers.code})`), asc(customers.code)];

  return {
    query: db
      .select({
        code: customers.code,
        name: customers.name,
        city: customers.city,
        serviceType: customers.serviceType,
        businessType: customers.businessType,
        kiosks: kioskCount,
        balance,
        active,
        planningMode: customers.planningMode,
      })
      .from(customers)
      .leftJoin(kioskCounts, eq(kioskCounts.customerId, customers.id))
      .leftJoin(balances, eq(balances.customerId, customers.id))
      .where(and(...where))
      .orderBy(...orderBy),
    where,
  };
}

function listItemOf(row: {
  code: string;
  name: string;
  city: string;
  serviceType: string;
  businessType: string;
  kiosks: number | string;
  balance: string | number;
  active: boolean | string;
  planningMode: "fixed" | "fill";
}): CustomerListItem {
  return {
    code: row.code,
    name: row.name,
    city: row.city,
    serviceType: row.serviceType,
    businessType: row.businessType,
    kiosks: Number(row.kiosks),
    balance: Math.round(Number(row.balance) * 100) / 100,
    active: row.active === true || row.active === "t" || row.active === "true",
    planningMode: row.planningMode,
  };
}

export async function listCustomers(
  db: Db,
  filters: CustomerListFilters & { page: number; pageSize: number },
  figures: CustomerFigures,
): Promise<{ items: CustomerListItem[]; total: number }> {
  const { query, where } = customerListQuery(db, filters, figures);
  const rows = await query.limit(filters.pageSize).offset((filters.page - 1) * filters.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(...where));
  return { items: rows.map(listItemOf), total: count?.n ?? 0 };
}

/** Every row of the filtered list (the CSV export; a business count, not a collection count). */
export async function allCustomers(db: Db, filters: CustomerListFilters, figures: CustomerFigures) {
  const rows = await customerListQuery(db, filters, figures).query;
  return rows.map(listItemOf);
}

// ---- changes ----

/** The columns of `fields` (API names) as the table's values (the rate as numeric text). */
export function customerValues(fields: Partial<CustomerFields>): Partial<NewCustomer> {
  const { benefitRatePerKg, latitude, longitude, ...rest } = fields;
  const degrees = (value: number | null) => (value === null ? null : value.toFixed(6));
  return {
    ...rest,
    ...(benefitRatePerKg !== undefined && { benefitRatePerKg: benefitRatePerKg.toFixed(2) }),
    ...(latitude !== undefined && { latitude: degrees(latitude) }),
    ...(longitude !== undefined && { longitude: degrees(longitude) }),
  };
}
