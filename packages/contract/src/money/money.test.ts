import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, payeeUpdateSchema } from "./money.ts";

/** The field → message pairs of a refused body. */
const problems = (body: unknown) => {
  const result = payeeUpdateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("payee details rules", () => {
  it("computes the GSTIN check character of a known-valid GSTIN (27AAPFU0939F1ZV)", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("accepts a complete bank account, UPI ID, PAN and the GSTIN holding that PAN", () => {
    const parsed = payeeUpdateSchema.parse({
      accountHolderName: "Terrace Café LLP",
      bankAccountNumber: "50100123456789",
      ifsc: "hdfc0001234",
      upiId: "terracecafe@okhdfcbank",
      pan: "aapfu0939f",
      gstin: "27aapfu0939f1zv",
    });
    expect(parsed).toEqual({
      accountHolderName: "Terrace Café LLP",
      bankAccountNumber: "50100123456789",
      ifsc: "HDFC0001234",
      upiId: "terracecafe@okhdfcbank",
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZV",
    });
  });

  it("refuses a GSTIN whose check character is wrong, saying which it should be", () => {
    expect(problems({ gstin: "27AAPFU0939F1ZW" })).toEqual([
      [
        "gstin",
        "is not a valid GSTIN: its check character (the 15th) should be V; check for a typing mistake",
      ],
    ]);
  });

  it("refuses each field outside its published format, naming the field", () => {
    expect(
      problems({
        accountHolderName: "A",
        bankAccountNumber: "1234 5678",
        ifsc: "HDFC1234567",
        upiId: "terrace",
        pan: "AAPF0939F",
        gstin: "27AAPFU0939F1Z",
      }),
    ).toEqual([
      ["bankAccountNumber", "must be a bank account number: 9 to 18 digits, no spaces"],
      ["ifsc", "must be an IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)"],
      [
        "upiId",
        "must be a UPI ID: name@handle, the name starting with a letter or digit (e.g. terracecafe@okhdfcbank)",
      ],
      ["pan", "must be a PAN: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F)"],
      [
        "gstin",
        "must be a GSTIN: 15 characters, the 2-digit state code, the PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)",
      ],
    ]);
  });

  it("refuses a UPI ID that starts with a sign, which a payment file could not carry unchanged", () => {
    for (const upiId of ["-biz.0@oksbi", ".biz@oksbi", "_biz@oksbi", "+biz@oksbi", "=biz@oksbi"])
      expect(problems({ upiId })).toEqual([
        [
          "upiId",
          "must be a UPI ID: name@handle, the name starting with a letter or digit (e.g. terracecafe@okhdfcbank)",
        ],
      ]);
    for (const upiId of ["biz.0@oksbi", "9876543210@ybl", "b-.0@oksbi"])
      expect(problems({ upiId })).toEqual([]);
  });

  it("needs all three fields of a bank account once one is given; a UPI ID alone is enough", () => {
    expect(problems({ bankAccountNumber: "50100123456789" })).toEqual([
      [
        "accountHolderName",
        "is required with a bank account (holder name, account number and IFSC)",
      ],
      ["ifsc", "is required with a bank account (holder name, account number and IFSC)"],
    ]);
    expect(problems({ upiId: "terracecafe@okhdfcbank" })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it("refuses a GSTIN that does not hold the PAN given", () => {
    expect(problems({ pan: "ABCDE1234F", gstin: "27AAPFU0939F1ZV" })).toEqual([
      ["gstin", "must contain the PAN ABCDE1234F (its characters 3 to 12)"],
    ]);
  });
});
