import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import type { MissReason } from "@filtercycle/contract/pickups/pickup-rules";
import type { NotificationKind } from "@filtercycle/contract/pickups/pickups";
import {
  businessesWithLogins,
  loginsOfBusiness,
  ownersAndLogin,
} from "#api/areas/accounts/index.ts";
import { findCollectionItem } from "#api/areas/collections/index.ts";
import { isCustomerActive } from "#api/areas/customers/index.ts";
import { getCustomerSpecificStats } from "#api/areas/impact/index.ts";
import type { Email, Mailer, MailMessage } from "#api/areas/mail/index.ts";
import {
  balanceOf,
  batchPayoutFacts,
  collectionCredits,
  ledgerPayoutFacts,
  type PayoutFacts,
  payoutFacts,
} from "#api/areas/money/index.ts";
import { pickupFacts, requestFacts } from "#api/areas/pickups/index.ts";
import type { Db } from "#api/db/database.ts";
import type { JobQueue } from "#api/jobs/job-queue.ts";
import { jobIdOf } from "#api/jobs/job-queue.ts";
import { JOB_QUEUES } from "#api/jobs/job-queue-settings.ts";
import { monthEndOf, previousMonthOf, todayIn } from "#api/lib/dates.ts";
import type { Notice, Notify } from "../../lib/notices.ts";
import { findNotice } from "./customer-notices.ts";
import {
  type Links,
  missedEmail,
  monthlySummaryEmail,
  noticeEmail,
  payeeChangedEmail,
  payoutPaidEmail,
  receiptEmail,
  requestDeclinedEmail,
  requestReceivedEmail,
  requestScheduledEmail,
} from "./notice-emails.ts";
import { receiving } from "./preferences.service.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

/**
 * Which choice (notification_preferences column) covers a notice. A paid payout is covered by
 * none: it is about money the business is owed, so it goes out whatever the choices say.
 */
const KIND_OF: Record<
  Exclude<
    Notice["kind"],
    | "payoutPaid"
    | "batchPayoutPaid"
    | "ledgerPayoutPaid"
    | "payeeChanged"
    | "methodChange"
    | "pickupPlanned"
  >,
  NotificationKind
> = {
  pickupDone: "pickupReceipts",
  pickupMissed: "missedPickups",
  requestReceived: "requestUpdates",
  requestScheduled: "requestUpdates",
  requestDeclined: "requestUpdates",
};

const keyOf = (notice: Notice) => {
  if (notice.kind === "batchPayoutPaid") return `${notice.kind}:${notice.itemId}`;
  if (notice.kind === "ledgerPayoutPaid")
    return `${notice.kind}:${notice.entryId}:${notice.recordedAt}`;
  if (notice.kind === "payeeChanged")
    return `${notice.kind}:${notice.customerId}:${notice.version}`;
  if (notice.kind === "methodChange" || notice.kind === "pickupPlanned")
    return `${notice.kind}:${notice.noticeId}`;
  return `${notice.kind}:${"pickupId" in notice ? notice.pickupId : notice.requestId}`;
};

type Options = {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** Signs unsubscribe links (the app's auth secret). */
  secret: string;
  businessTimeZone: string;
};

/**
 * Customer notices by e-mail (issue 13) through the job queue: `notify` queues a notice in the
 * caller's transaction, once per event (its job id is the event's); the notice's job finds the
 * business's logins that chose that kind and queues one mail job each (ids from the notice and
 * the login), so a retry after SMTP comes back sends only the mails that failed.
 */
export function createNotifications(options: Options) {
  const { db, jobs, mailer } = options;

  const notify: Notify = (tx, notice) =>
    jobs.sendOnce(tx, JOB_QUEUES.notice, [{ id: jobIdOf(keyOf(notice)), data: notice }]);

  /**
   * Queues `render`'s mail to each of the business's logins that receive `kind`; with
   * `requestedBy`, only to that login and the business's owners (a request's updates), never to
   * another member who did not ask.
   */
  async function mailLogins(
    customerId: string,
    kind: NotificationKind,
    key: string,
    render: (links: Links, language: Language) => Email,
    requestedBy?: string | null,
  ) {
    if (!(await isCustomerActive(db, customerId))) return;
    const logins =
      requestedBy === undefined
        ? await loginsOfBusiness(db, customerId)
        : await ownersAndLogin(db, customerId, requestedBy);
    const wanted = await receiving(
      db,
      logins.map((l) => l.id),
      kind,
    );
    const mails = logins
      .filter((login) => wanted.has(login.id))
      .map((login) => {
        const unsubscribe = `${options.publicUrl}/unsubscribe?token=${unsubscribeToken(options.secret, login.id, kind)}`;
        const message: MailMessage = {
          to: login.email,
          // In the login's own language (issue 29); English until it chooses one.
          ...render(
            { dashboard: `${options.publicUrl}/dashboard`, unsubscribe },
            login.language ?? DEFAULT_LANGUAGE,
          ),
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        };
        return { id: jobIdOf(`${key}:${login.id}`), data: message };
      });
    await jobs.sendOnce(db, JOB_QUEUES.mail, mails);
  }

  /**
   * A paid payout to the requester and every owner, whatever their e-mail choices (like a
   * password reset: it is about money the business is owed), so without an unsubscribe link.
   */
  async function mailPayoutPaid(p: PayoutFacts | undefined, key: string) {
    if (!p || !(await isCustomerActive(db, p.customerId))) return;
    const { balance } = await balanceOf(db, p.customerId);
    const facts = { amount: p.amount, date: p.paidOn, reference: p.reference, balance };
    const links = { dashboard: `${options.publicUrl}/dashboard` };
    await jobs.sendOnce(
      db,
      JOB_QUEUES.mail,
      p.recipients.map((login) => ({
        id: jobIdOf(`${key}:${login.id}`),
        data: {
          to: login.email,
          ...payoutPaidEmail(facts, links, login.language ?? DEFAULT_LANGUAGE),
        } satisfies MailMessage,
      })),
    );
  }

  /** Payee details changed: to every owner of the business, whatever their e-mail choices. */
  async function mailPayeeChanged(notice: Extract<Notice, { kind: "payeeChanged" }>, key: string) {
    const owners = await ownersAndLogin(db, notice.customerId, null);
    const facts = { fields: notice.fields, changedAt: new Date(notice.changedAt) };
    const links = { dashboard: `${options.publicUrl}/dashboard` };
    await jobs.sendOnce(
      db,
      JOB_QUEUES.mail,
      owners.map((login) => ({
        id: jobIdOf(`${key}:${login.id}`),
        data: {
          to: login.email,
          // In each owner's language (issue 29; decision 0096).
          ...payeeChangedEmail(facts, links, login.language ?? DEFAULT_LANGUAGE),
        } satisfies MailMessage,
      })),
    );
  }

  /**
   * An in-app notice, mailed to every login of the business whatever their choices: restated
   * figures may already be printed or published, so each person who can see them is told.
   */
  async function mailNotice(
    { noticeId, inLanguages }: Extract<Notice, { kind: "methodChange" | "pickupPlanned" }>,
    key: string,
  ) {
    const notice = await findNotice(db, noticeId);
    if (!notice || !(await isCustomerActive(db, notice.customerId))) return;
    const links = { dashboard: `${options.publicUrl}/dashboard` };
    const logins = await loginsOfBusiness(db, notice.customerId);
    await jobs.sendOnce(
      db,
      JOB_QUEUES.mail,
      logins.map((login) => {
        // In the login's language when the notice was written in it too (issue 29).
        const language = login.language === "gu" || login.language === "hi" ? login.language : null;
        const words = language ? inLanguages?.[language] : undefined;
        return {
          id: jobIdOf(`${key}:${login.id}`),
          data: {
            to: login.email,
            ...(words && language
              ? noticeEmail(words, links, language)
              : noticeEmail(notice, links)),
          } satisfies MailMessage,
        };
      }),
    );
  }

  async function handleNotice(notice: Notice) {
    const key = keyOf(notice);
    if (notice.kind === "payoutPaid")
      return mailPayoutPaid(await payoutFacts(db, notice.requestId), key);
    if (notice.kind === "batchPayoutPaid")
      return mailPayoutPaid(await batchPayoutFacts(db, notice.itemId), key);
    if (notice.kind === "ledgerPayoutPaid")
      return mailPayoutPaid(await ledgerPayoutFacts(db, notice.entryId), key);
    if (notice.kind === "payeeChanged") return mailPayeeChanged(notice, key);
    if (notice.kind === "methodChange" || notice.kind === "pickupPlanned")
      return mailNotice(notice, key);
    const kind = KIND_OF[notice.kind];
    if (notice.kind === "pickupDone" || notice.kind === "pickupMissed") {
      const p = await pickupFacts(db, notice.pickupId);
      if (!p) return;
      if (notice.kind === "pickupDone") {
        const c =
          p.collectionId === null
            ? undefined
            : await findCollectionItem(db, collectionCredits, p.collectionId);
        if (!c) return;
        const facts = {
          kioskLabel: p.kioskLabel,
          date: c.date,
          buttsKg: c.buttsKg,
          credit: c.credit,
        };
        return mailLogins(p.customerId, kind, key, (links, language) =>
          receiptEmail(facts, links, language),
        );
      }
      if (!p.missReason) return;
      const facts = {
        kioskLabel: p.kioskLabel,
        date: p.plannedOn,
        reason: p.missReason as MissReason,
        note: p.missNote,
        newDate: p.rescheduledTo,
      };
      return mailLogins(p.customerId, kind, key, (links, language) =>
        missedEmail(facts, links, language),
      );
    }
    const r = await requestFacts(db, notice.requestId);
    if (!r) return;
    // A request's updates go to the login that asked and to the owners (who chose them).
    const asker = r.requestedBy;
    if (notice.kind === "requestReceived")
      return mailLogins(
        r.customerId,
        kind,
        key,
        (links, language) => requestReceivedEmail(r, links, language),
        asker,
      );
    if (notice.kind === "requestScheduled") {
      const date = r.scheduledOn;
      if (!date) return;
      return mailLogins(
        r.customerId,
        kind,
        key,
        (links, language) =>
          requestScheduledEmail({ kioskLabel: r.kioskLabel, date }, links, language),
        asker,
      );
    }
    return mailLogins(
      r.customerId,
      kind,
      key,
      (links, language) =>
        requestDeclinedEmail(
          { kioskLabel: r.kioskLabel, reason: r.declineReason },
          links,
          language,
        ),
      asker,
    );
  }

  /** One business's summary of `month` (its first day): figures from the impact area. */
  async function handleBusinessSummary({
    customerId,
    month,
  }: {
    customerId: string;
    month: string;
  }) {
    const stats = await getCustomerSpecificStats(db, customerId, {
      startDate: month,
      endDate: monthEndOf(month),
    });
    const butts = stats.cigaretteButtCollectionStats.tillDate;
    const benefit = stats.benefitValueStats.tillDate;
    const { balance } = await balanceOf(db, customerId);
    const facts = {
      month,
      butts: butts?.buttsNumber ?? 0,
      kg: butts?.buttsKgs ?? 0,
      benefit: benefit?.amount ?? 0,
      balance,
    };
    await mailLogins(
      customerId,
      "monthlySummary",
      `summary:${month}:${customerId}`,
      (links, language) => monthlySummaryEmail(facts, links, language),
    );
  }

  /** On the 1st: last month's summary job for every business with a login (once each). */
  async function handleMonthlySummary(data: { month?: string }) {
    const month =
      data.month ?? previousMonthOf(todayIn(options.businessTimeZone, new Date())).startDate;
    const businesses = await businessesWithLogins(db);
    await jobs.sendOnce(
      db,
      JOB_QUEUES.businessSummary,
      businesses.map((customerId) => ({
        id: jobIdOf(`summary:${month}:${customerId}`),
        data: { customerId, month },
      })),
    );
  }

  async function startWorkers() {
    await jobs.work<Notice>(JOB_QUEUES.notice, handleNotice);
    await jobs.work<MailMessage>(JOB_QUEUES.mail, (message) => mailer.send(message));
    await jobs.work<{ month?: string }>(JOB_QUEUES.monthlySummary, handleMonthlySummary);
    await jobs.work(JOB_QUEUES.businessSummary, handleBusinessSummary);
    // 08:00 on the 1st, in the business time zone (a setting: a change applies on restart).
    await jobs.schedule(JOB_QUEUES.monthlySummary, "0 8 1 * *", options.businessTimeZone);
  }

  return { notify, startWorkers };
}
