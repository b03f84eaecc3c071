import { normalizeCertificateNumber } from "@filtercycle/contract/certificates/certificate-numbers";
import { describe, expect, it } from "vitest";
import { canonicalJson, randomCertificateNumber } from "./certificates.service.ts";

describe("certificate numbers and fingerprints", () => {
  it("makes numbers in the contract's format that follow no sequence", () => {
    const numbers = Array.from({ length: 2000 }, randomCertificateNumber);
    for (const number of numbers) expect(normalizeCertificateNumber(number)).toBe(number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every one of the 32 characters turns up in each position over 2,000 draws (60 bits, even).
    const firsts = new Set(numbers.map((number) => number[3]));
    expect(firsts.size).toBe(32);
  });

  it("writes the same facts as the same text, whatever the order of their keys", () => {
    const a = { b: 1, a: { d: [{ y: 2, x: 1 }], c: null }, e: "é" };
    const b = { e: "é", a: { c: null, d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[{"x":1,"y":2}]},"b":1,"e":"é"}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });
});
