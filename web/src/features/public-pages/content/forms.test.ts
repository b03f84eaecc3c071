import { BUSINESS_TYPES, ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from "@filtercycle/contract/enquiries";
import { describe, expect, it } from "vitest";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "./forms";

/** The forms repeat the contract's texts (to keep zod off the public pages); they must agree. */
describe("form texts", () => {
  it("show the same field messages the API answers", () => {
    expect(FORM_TEXT.messages).toEqual(ENQUIRY_MESSAGES);
  });

  it("offer exactly the business types the API accepts", () => {
    expect(BUSINESS_TYPE_OPTIONS).toEqual(BUSINESS_TYPES);
  });

  it("use the contract's limits in the messages", () => {
    expect(FORM_TEXT.messages.message).toContain(String(ENQUIRY_LIMITS.messageMin));
  });
});
