import type { ImpactFactorKey } from "@filtercycle/contract/impact/impact-factors";
import {
  PARTNER_RATES_MAX_AGE_SECONDS,
  partnerRatesView,
} from "@filtercycle/contract/money/partner-earnings";
import {
  type AdminSettings,
  type FactorChangePreview,
  METHOD_CHANGE_MESSAGES,
  type SettingsUpdate,
} from "@filtercycle/contract/settings/admin-settings";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, recordAudit } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { type IsoDate, todayIn } from "#api/lib/dates.ts";
import type { Notify } from "#api/lib/notices.ts";
import { readConsoleSettings, readPartnerRates } from "./console-settings.ts";
import {
  forgetSettings,
  type ImpactFactor,
  readImpactSettings,
  writeSetting,
} from "./settings.service.ts";

/** The impact factors as a version stores them (impact's StoredFactors). */
type StoredFactors = Record<ImpactFactorKey, ImpactFactor>;
type FactorVersion = {
  effectiveFrom: IsoDate;
  factors: StoredFactors;
  createdBy: string | null;
  createdAt: Date;
};
type FactorChange = { effectiveFrom: IsoDate; factors: StoredFactors };
type MethodChangePlan = {
  preview: FactorChangePreview;
  businesses: readonly unknown[];
  certificates: readonly unknown[];
};

/**
 * The impact factor versions (the impact area) and the method change a back-dated one starts
 * (the certificates area: restatements and notices). Both sit above settings, so they are handed
 * in at registration (app.ts) and settings imports neither (decision 0082, amendment).
 */
export type SettingsMethods = {
  readVersions(db: Db): Promise<readonly FactorVersion[]>;
  factorsOn(
    versions: readonly FactorVersion[],
    base: StoredFactors,
    day: IsoDate,
  ): { factors: StoredFactors; effectiveFrom: IsoDate | null };
  saveVersion(
    tx: Db,
    version: { effectiveFrom: IsoDate; factors: StoredFactors; createdBy: string | null },
  ): Promise<unknown>;
  forgetVersions(db: Db): void;
  planChange(db: Db, change: FactorChange, today: IsoDate): Promise<MethodChangePlan>;
  announceChange(
    tx: Db,
    plan: MethodChangePlan,
    change: FactorChange,
    today: IsoDate,
    notify: Notify,
  ): Promise<void>;
};

export type SettingsRoutesOptions = {
  db: Db;
  notify: Notify;
  methods: SettingsMethods;
  clock?: () => Date;
};

/** Everything the settings screen shows, as in force now. */
async function adminSettingsOf(
  db: Db,
  now: Date,
  methods: SettingsMethods,
): Promise<AdminSettings> {
  const [impact, versions, console] = await Promise.all([
    readImpactSettings(db),
    methods.readVersions(db),
    readConsoleSettings(db),
  ]);
  const today = todayIn(impact.businessTimeZone, now);
  const inForce = methods.factorsOn(versions, impact.impactFactors, today);
  return {
    impactFactors: inForce.factors,
    factorsEffectiveFrom: inForce.effectiveFrom,
    factorVersions: [...versions].reverse().map((v) => ({
      effectiveFrom: v.effectiveFrom,
      factors: v.factors,
      createdBy: v.createdBy,
      createdAt: v.createdAt.toISOString(),
    })),
    socialImpact: impact.socialImpact,
    redemptionFormUrl: impact.redemptionFormUrl,
    payoutThreshold: console.payoutThreshold,
    buttsPerKgEstimate: console.buttsPerKgEstimate,
    largestKioskCapacityKg: console.largestKioskCapacityKg,
    custodyTolerancePercent: console.custodyTolerancePercent,
    partnerRates: console.partnerRates,
    pickupThresholdPercent: console.pickupThresholdPercent,
  };
}

type PlainKey =
  | "socialImpact"
  | "redemptionFormUrl"
  | "payoutThreshold"
  | "buttsPerKgEstimate"
  | "largestKioskCapacityKg"
  | "custodyTolerancePercent"
  | "partnerRates"
  | "pickupThresholdPercent";
const PLAIN_KEYS: PlainKey[] = [
  "socialImpact",
  "redemptionFormUrl",
  "payoutThreshold",
  "buttsPerKgEstimate",
  "largestKioskCapacityKg",
  "custodyTolerancePercent",
  "partnerRates",
  "pickupThresholdPercent",
];

/** GET, PATCH /api/admin/settings; every change audited (entity "settings", before and after). */
const staffSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { db, notify, methods, clock = () => new Date() },
) => {
  endpointRoute(app, "adminSettings", async () => adminSettingsOf(db, clock(), methods));

  const today = async () => todayIn((await readImpactSettings(db)).businessTimeZone, clock());

  endpointRoute(app, "adminFactorChangePreview", async (request) => {
    const { effectiveFrom, ...factors } = request.body;
    const change = { effectiveFrom, factors: factors as StoredFactors };
    return (await methods.planChange(db, change, await today())).preview;
  });

  endpointRoute(app, "adminSettingsUpdate", async (request) => {
    const body = request.body as SettingsUpdate;
    const actor = actorOf(request);
    const current = await adminSettingsOf(db, clock(), methods);
    const { impactFactors: base } = await readImpactSettings(db);
    const versions = await methods.readVersions(db);
    const day = await today();
    // A version that restates recorded figures is saved only after its preview was confirmed.
    const change = body.impactFactors && {
      effectiveFrom: body.impactFactors.effectiveFrom,
      factors: (({ effectiveFrom: _, ...factors }) => factors as StoredFactors)(body.impactFactors),
    };
    const plan = change ? await methods.planChange(db, change, day) : null;
    const restates = plan ? plan.businesses.length + plan.certificates.length > 0 : false;
    if (plan && restates && body.confirmRestatement !== true) {
      throw new HttpError(
        409,
        METHOD_CHANGE_MESSAGES.confirm(plan.businesses.length, plan.certificates.length),
        [{ field: "confirmRestatement", message: "must be true to restate recorded figures" }],
      );
    }
    try {
      await db.transaction(async (tx) => {
        for (const key of PLAIN_KEYS) {
          if (body[key] === undefined) continue;
          const after = key === "redemptionFormUrl" && body[key] === "" ? null : body[key];
          if (JSON.stringify(after) === JSON.stringify(current[key])) continue;
          await writeSetting(tx, key, after === null ? sql`'null'::jsonb` : after);
          await recordAudit(tx, {
            actor,
            entity: "settings",
            entityId: key,
            action: "update",
            before: current[key],
            after,
          });
        }
        if (body.impactFactors) {
          const { effectiveFrom, ...factors } = body.impactFactors;
          const stored = factors as StoredFactors;
          const before = methods.factorsOn(versions, base, effectiveFrom);
          await methods.saveVersion(tx, {
            effectiveFrom,
            factors: stored,
            createdBy: actor.name,
          });
          await recordAudit(tx, {
            actor,
            entity: "settings",
            entityId: "impactFactors",
            action: before.effectiveFrom === effectiveFrom ? "update" : "create",
            before: { effectiveFrom: before.effectiveFrom, ...before.factors },
            after: { effectiveFrom, ...stored },
          });
          if (plan && change && restates)
            await methods.announceChange(tx, plan, change, day, notify);
        }
      });
    } finally {
      forgetSettings(db);
      methods.forgetVersions(db);
    }
    return adminSettingsOf(db, clock(), methods);
  });
};

/**
 * GET /api/partner_rates (public): the /partner-program page's rate range and worked example.
 * The same for everyone and changed rarely: browsers and proxies may reuse it for five minutes.
 */
const publicSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "partnerRates", async (_request, reply) => {
    reply.header("Cache-Control", `public, max-age=${PARTNER_RATES_MAX_AGE_SECONDS}`);
    return partnerRatesView(await readPartnerRates(db));
  });
};

export const settingsRoutes: AreaRoutes<SettingsRoutesOptions> = {
  public: publicSettingsRoutes,
  staff: staffSettingsRoutes,
};
