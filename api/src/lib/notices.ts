import type { Db } from "../db/database.ts";

/**
 * The events customers are e-mailed about (issue 13). An area that records one calls `notify` in
 * the same transaction, so the e-mail is queued only if the change commits, and at most once.
 */
export type Notice =
  | { kind: "pickupDone"; pickupId: string }
  | { kind: "pickupMissed"; pickupId: string }
  | { kind: "requestReceived"; requestId: string }
  | { kind: "requestScheduled"; requestId: string }
  | { kind: "requestDeclined"; requestId: string }
  /** A payout request paid (issue 14): e-mailed whatever the e-mail choices say. */
  | { kind: "payoutPaid"; requestId: number }
  /** A payout batch's line paid (issue 25): its receipt, like a paid request's. */
  | { kind: "batchPayoutPaid"; itemId: number }
  /**
   * A payout staff recorded on its own (POST /api/admin/payouts, the console's "Record payout"):
   * its receipt, like a paid request's (PRODUCT.md: payouts are mail that matters).
   */
  | {
      kind: "ledgerPayoutPaid";
      entryId: number;
      /**
       * The entry's ISO creation time, part of the notice's key with its id: ids start again
       * after `seed --reset`, the job queue's record of sent notices does not.
       */
      recordedAt: string;
    }
  /**
   * A business's payee details changed (issue 25), to its owners whatever their choices: which
   * fields changed (labels only, no values), once per change (`version`).
   */
  | {
      kind: "payeeChanged";
      customerId: string;
      version: number;
      fields: string[];
      /** ISO time of the change. */
      changedAt: string;
    }
  /**
   * A method change that restated the business's figures (issue 25): the in-app notice
   * (customer-notices.ts) mailed to every login, whatever the e-mail choices say.
   */
  | {
      kind: "methodChange";
      noticeId: string;
      /**
       * The notice's words in Gujarati and Hindi (issue 29; decision 0096), for the mail to a
       * login reading that language; the notice itself (in-app) is in English.
       */
      inLanguages?: Partial<Record<"gu" | "hi", { title: string; lines: string[] }>>;
    }
  | PlannedPickupNotice;

/**
 * A published day's plan visits the business (decision 0105): the in-app notice, mailed to every
 * login like a method change.
 */
export type PlannedPickupNotice = {
  kind: "pickupPlanned";
  noticeId: string;
  inLanguages?: Partial<Record<"gu" | "hi", { title: string; lines: string[] }>>;
};

/** Queues a notice's e-mails to the business's logins (those who chose to receive it). */
export type Notify = (db: Db, notice: Notice) => Promise<void>;
