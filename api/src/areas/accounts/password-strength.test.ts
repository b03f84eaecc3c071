import { describe, expect, it } from "vitest";
import { passwordRefusal } from "./password-strength.ts";

/** What each login is told about a new password (undefined: accepted). */
const verdict = async (password: string, role: "customer" | "admin" | "collector") =>
  (await passwordRefusal(password, { role, email: "asha@chai.example", name: "Asha Patel" }))?.key;

describe("passwordRefusal", () => {
  it("refuses the red team's passwords for every role, saying why", async () => {
    for (const role of ["customer", "admin", "collector"] as const) {
      expect(await verdict("aaaaaaaaaa", role)).toBe(
        role === "customer" ? "password.guessable" : "password.staffTooShort",
      );
      expect(await verdict("1234567890", role)).toBe(
        role === "customer" ? "password.common" : "password.staffTooShort",
      );
      expect(await verdict("password12", role)).toBe(
        role === "customer" ? "password.common" : "password.staffTooShort",
      );
    }
    expect(await verdict("aaaaaaaaaaaa", "admin")).toBe("password.staffGuessable");
    expect(await verdict("123456789012", "admin")).toBe("password.common");
    expect(await verdict("password1234", "collector")).toBe("password.common");
  });

  it("counts the login's own name and e-mail as known words", async () => {
    expect(await verdict("asha@chai.example", "customer")).toBe("password.guessable");
  });

  it("accepts a passphrase; staff need more than a customer", async () => {
    expect(await verdict("Correct-Horse-1", "customer")).toBeUndefined();
    expect(await verdict("Sabarmati-Chai-42", "admin")).toBeUndefined();
    expect(await verdict("Ahmedabad@2026", "customer")).toBeUndefined();
    expect(await verdict("Ahmedabad@2026", "admin")).toBe("password.staffGuessable");
  });
});
