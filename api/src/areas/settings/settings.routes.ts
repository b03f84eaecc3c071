import {
  PARTNER_RATES_MAX_AGE_SECONDS,
  partnerRatesView,
} from "@filtercycle/contract/money/partner-earnings";
import {
  type AdminSettings,
  METHOD_CHANGE_MESSAGES,
  type SettingsUpdate,
} from "@filtercycle/contract/settings/admin-settings";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, recordAudit } from "#api/areas/audit/index.ts";
import {
  factorsOn,
  forgetFactorVersions,
  readFactorVersions,
  type StoredFactors,
  saveFactorVersion,
} from "#api/areas/impact/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { todayIn } from "#api/lib/dates.ts";
import type { Notify } from "#api/lib/notices.ts";
import { readConsoleSettings, readPartnerRates } from "./console-settings.ts";
import { announceMethodChange, planMethodChange } from "./method-change.ts";
import { forgetSettings, readImpactSettings, writeSetting } from "./settings.service.ts";

export type SettingsRoutesOptions = { db: Db; notify: Notify; clock?: () => Date };

/** Everything the settings screen shows, as in force now. */
async function adminSettingsOf(db: Db, now: Date): Promise<AdminSettings> {
  const [impact, versions, console] = await Promise.all([
    readImpactSettings(db),
    readFactorVersions(db),
    readConsoleSettings(db),
  ]);
  const today = todayIn(impact.businessTimeZone, now);
  const inForce = factorsOn(versions, impact.impactFactors, today);
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
    custodyTolerancePercent: console.custodyTolerancePercent,
    partnerRates: console.partnerRates,
  };
}

type PlainKey =
  | "socialImpact"
  | "redemptionFormUrl"
  | "payoutThreshold"
  | "buttsPerKgEstimate"
  | "custodyTolerancePercent"
  | "partnerRates";
const PLAIN_KEYS: PlainKey[] = [
  "socialImpact",
  "redemptionFormUrl",
  "payoutThreshold",
  "buttsPerKgEstimate",
  "custodyTolerancePercent",
  "partnerRates",
];

/** GET, PATCH /api/admin/settings; every change audited (entity "settings", before and after). */
const staffSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { db, notify, clock = () => new Date() },
) => {
  endpointRoute(app, "adminSettings", async () => adminSettingsOf(db, clock()));

  const today = async () => todayIn((await readImpactSettings(db)).businessTimeZone, clock());

  endpointRoute(app, "adminFactorChangePreview", async (request) => {
    const { effectiveFrom, ...factors } = request.body;
    const change = { effectiveFrom, factors: factors as StoredFactors };
    return (await planMethodChange(db, change, await today())).preview;
  });

  endpointRoute(app, "adminSettingsUpdate", async (request) => {
    const body = request.body as SettingsUpdate;
    const actor = actorOf(request);
    const current = await adminSettingsOf(db, clock());
    const { impactFactors: base } = await readImpactSettings(db);
    const versions = await readFactorVersions(db);
    const day = await today();
    // A version that restates recorded figures is saved only after its preview was confirmed.
    const change = body.impactFactors && {
      effectiveFrom: body.impactFactors.effectiveFrom,
      factors: (({ effectiveFrom: _, ...factors }) => factors as StoredFactors)(body.impactFactors),
    };
    const plan = change ? await planMethodChange(db, change, day) : null;
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
          const before = factorsOn(versions, base, effectiveFrom);
          await saveFactorVersion(tx, { effectiveFrom, factors: stored, createdBy: actor.name });
          await recordAudit(tx, {
            actor,
            entity: "settings",
            entityId: "impactFactors",
            action: before.effectiveFrom === effectiveFrom ? "update" : "create",
            before: { effectiveFrom: before.effectiveFrom, ...before.factors },
            after: { effectiveFrom, ...stored },
          });
          if (plan && change && restates) await announceMethodChange(tx, plan, change, day, notify);
        }
      });
    } finally {
      forgetSettings(db);
      forgetFactorVersions(db);
    }
    return adminSettingsOf(db, clock());
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
