import { dateWindowProblem, kgProblem, moneyProblem } from "./amount-rules.ts";
import { isoDateSchema } from "./impact/dashboard.ts";
import { z } from "./zod.ts";

/**
 * The schemas of a money amount, a weight and a recorded day (issue 25, docs/decisions/0075),
 * built from the rules in ./amount-rules.ts. Every endpoint that takes one of these uses them.
 */

const refuse =
  <T>(problem: (value: T) => string | undefined) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message !== undefined) ctx.addIssue({ code: "custom", message });
  };

const numberOf = (what: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? "is required" : `must be ${what}`) });

/** Rupees from ₹0.01 to ₹1,00,00,000, at most two decimals: a payout, a payout request. */
export const moneyAmountSchema = numberOf("a number of rupees").superRefine(
  refuse((value: number) => moneyProblem(value)),
);

/** Signed rupees whose size follows `moneyAmountSchema`: an adjustment (never 0). */
export const signedMoneyAmountSchema = numberOf("a number of rupees").superRefine(
  refuse((value: number) => moneyProblem(value, true)),
);

/** A collection's weight: 0.001 to 100000 kg, at most three decimals (grams). */
export const kgSchema = numberOf("a number").superRefine(refuse(kgProblem));

/**
 * A day something happened or will happen (an install, a payout, a collection, a pickup): a
 * calendar day from 2000-01-01 to a year after today in the business time zone. Filters and
 * report periods keep `isoDateSchema`: asking about any day is harmless.
 */
export const realDateSchema = isoDateSchema.superRefine(
  refuse((date: string) => dateWindowProblem(date)),
);
