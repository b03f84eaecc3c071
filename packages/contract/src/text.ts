import { type TextKind, type TextProblem, textProblem } from "./text-rules.ts";
import { z } from "./zod.ts";

export type { TextKind };

/** Other words for the rule's messages (the public forms speak in whole sentences). */
export type TextRuleMessages = Partial<Record<TextProblem, string>>;

/**
 * The shared text rule (./text-rules.ts) as a zod check: chain it after `.trim()` so the check
 * sees what is stored. The issue is the field's own, so a 400 names the field.
 */
export function textRule(kind: TextKind = "line", messages: TextRuleMessages = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, kind);
    if (problem !== undefined) {
      // Checks after this one would judge text that cannot be kept anyway: it is the field's
      // one message.
      ctx.addIssue({
        code: "custom",
        message: messages[problem] ?? problem,
        input: value,
        continue: false,
      });
    }
  };
}

/** A trimmed string that passes the text rule of its kind. */
export function textSchema(kind: TextKind = "line", messages: TextRuleMessages = {}) {
  return z.string().trim().superRefine(textRule(kind, messages));
}

/** A one-line text of at most `max` characters (trimmed, the shared text rule). */
export const lineSchema = (max: number) =>
  z.string().trim().max(max, `must be ${max} characters or fewer`).superRefine(textRule("line"));

/** The same, required. */
export const requiredLineSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be ${max} characters or fewer`)
    .superRefine(textRule("line"));
