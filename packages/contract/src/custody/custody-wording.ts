import { shortDate } from "../impact/impact-methods.ts";

/**
 * The chain of custody in words (issue 15), zod-free: the customer's "Where it is now" (the
 * Collections tab and its CSV/XLSX export say the same) and the console's weight check.
 */

/** The part of a collection's custody the wording needs (contract `CollectionCustody`). */
export type CustodyFacts = {
  stage: "collected" | "received" | "batched" | "made" | "untracked";
  bagCode: string | null;
  receivedOn: string | null;
  batchCode: string | null;
  products: readonly { product: string; lotCode: string }[];
};

/**
 * "Collected — bag FC-B-0042", "Received at the plant 14 Nov 2026", "In batch B-2026-118",
 * "Became coasters, lot L-0412" (every lot made from the batch, "; " between), or "Recorded
 * without a bag code" for a collection entered without one (nothing to follow).
 */
export function custodyText(custody: CustodyFacts): string {
  switch (custody.stage) {
    case "made":
      return `Became ${custody.products.map((p) => `${p.product}, lot ${p.lotCode}`).join("; ")}`;
    case "batched":
      return `In batch ${custody.batchCode ?? ""}`;
    case "received":
      return custody.receivedOn
        ? `Received at the plant ${shortDate(custody.receivedOn)}`
        : "Received at the plant";
    case "collected":
      return `Collected — bag ${custody.bagCode ?? ""}`;
    case "untracked":
      return "Recorded without a bag code";
  }
}

/** Intake minus pickup weight, percent of the pickup weight, to one decimal (null: no base). */
export function weightDifferencePercent(pickupKg: number, intakeKg: number): number | null {
  if (pickupKg === 0) return null;
  return Math.round(((intakeKg - pickupKg) / pickupKg) * 1000) / 10;
}

/** "+7.2 %", "−6 %", "0 %" (a true minus sign, so it reads as one). */
export function signedPercent(value: number): string {
  const size = String(Math.abs(value));
  return value > 0 ? `+${size} %` : value < 0 ? `−${size} %` : "0 %";
}

/** "Weight differs by +7.2 % (tolerance 5 %)": the console says a flagged bag in words. */
export function weightDifferenceText(differencePercent: number, tolerancePercent: number): string {
  return `Weight differs by ${signedPercent(differencePercent)} (tolerance ${tolerancePercent} %)`;
}
