import {
  contactMessageRequestSchema,
  partnerApplicationRequestSchema,
} from "@filtercycle/contract/enquiries/enquiries";
import { describe, expect, it } from "vitest";
import {
  type ContactValues,
  contactRequest,
  type PartnerValues,
  partnerRequest,
  validateContact,
  validatePartner,
} from "./validate-enquiry";

const CONTACT: ContactValues = {
  name: "Meera Shah",
  email: "meera@chaicorner.example",
  phone: "",
  message: "Please call me about a kiosk.",
  website: "",
};

const PARTNER: PartnerValues = {
  businessName: "Law Garden Tea House",
  contactName: "Meera Shah",
  email: "meera@teahouse.example",
  phone: "079 2630 1234",
  city: "Ahmedabad",
  businessType: "cafe-restaurant",
  expectedSmokersPerDay: "120",
  message: "",
  website: "",
};

/** The API's field errors for a body, as { field: message }. */
function serverErrors(
  schema: typeof contactMessageRequestSchema | typeof partnerApplicationRequestSchema,
  body: unknown,
) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("the browser's checks agree with the API's", () => {
  const contactCases: [string, Partial<ContactValues>][] = [
    ["a valid message", {}],
    ["a valid message with a phone", { phone: "+91 98250 12345" }],
    ["no name", { name: "  " }],
    ["a long name", { name: "x".repeat(101) }],
    ["a bad e-mail", { email: "meera@" }],
    ["an e-mail without a dot in the domain", { email: "meera@localhost" }],
    ["an e-mail with a plus", { email: "meera+kiosk@cafe.example" }],
    ["a phone with letters", { phone: "call me" }],
    ["a short phone", { phone: "12345" }],
    ["a short message", { message: "Hi there" }],
    ["a message padded with spaces", { message: "   short    " }],
    ["a long message", { message: "x".repeat(4001) }],
    ["everything wrong", { name: "", email: "x", phone: "abc", message: "" }],
    ["a NUL in the name", { name: "Meera\u0000Shah" }],
    ["a tab in the name", { name: "Meera\tShah" }],
    ["a NUL in a long name", { name: `\u0000${"x".repeat(101)}` }],
    ["a right-to-left override in the name", { name: "Meera\u202eShah" }],
    ["a zero-width space in the name", { name: "Meera\u200bShah" }],
    ["a Gujarati name with a joiner after a virama", { name: "ક્\u200dષમા" }],
    ["a NUL in the e-mail", { email: "meera\u0000@chaicorner.example" }],
    ["a NUL in the phone", { phone: "+91 98250\u0000 12345" }],
    ["a NUL in the message", { message: "Please call me\u0000 about a kiosk." }],
    ["lines and tabs in the message", { message: "Please call:\n\tmornings\r\n\tevenings" }],
    ["a NUL in a short message", { message: "Hi\u0000" }],
  ];
  it.each(contactCases)("contact form: %s", (_, change) => {
    const values = { ...CONTACT, ...change };
    expect(validateContact(values)).toEqual(
      serverErrors(contactMessageRequestSchema, contactRequest(values)),
    );
  });

  const partnerCases: [string, Partial<PartnerValues>][] = [
    ["a valid application", {}],
    ["with a message", { message: "Two entrances." }],
    ["no phone", { phone: "" }],
    ["a bad phone", { phone: "+91 (79) abc" }],
    ["no business type", { businessType: "" }],
    ["no city", { city: " " }],
    ["smokers zero", { expectedSmokersPerDay: "0" }],
    ["smokers with decimals", { expectedSmokersPerDay: "2.5" }],
    ["smokers as words", { expectedSmokersPerDay: "many" }],
    ["smokers too many", { expectedSmokersPerDay: "100001" }],
    ["smokers at the limit", { expectedSmokersPerDay: "100000" }],
    ["no business name", { businessName: "" }],
    ["a long business name", { businessName: "x".repeat(151) }],
    ["a NUL in the business name", { businessName: "Law\u0000Garden" }],
    ["an isolate in the contact name", { contactName: "Meera\u2066Shah" }],
    ["a byte-order mark in the city", { city: "Ahmed\ufeffabad" }],
    ["a NUL in the phone", { phone: "079\u0000 2630 1234" }],
    ["a NUL in the message", { message: "Two\u0000 entrances." }],
  ];
  it.each(partnerCases)("partner form: %s", (_, change) => {
    const values = { ...PARTNER, ...change };
    const body = partnerRequest(values);
    // The form sends the number it parsed; "" or "many" reach the API as NaN, which zod refuses.
    expect(validatePartner(values)).toEqual(serverErrors(partnerApplicationRequestSchema, body));
  });
});

describe("request bodies", () => {
  it("trim the fields and leave out empty optional ones and an empty honeypot", () => {
    expect(contactRequest({ ...CONTACT, name: " Meera ", phone: " " })).toEqual({
      name: "Meera",
      email: CONTACT.email,
      message: CONTACT.message,
    });
    expect(partnerRequest(PARTNER)).toEqual({
      businessName: PARTNER.businessName,
      contactName: PARTNER.contactName,
      email: PARTNER.email,
      phone: PARTNER.phone,
      city: "Ahmedabad",
      businessType: "cafe-restaurant",
      expectedSmokersPerDay: 120,
    });
  });

  it("send a filled honeypot, so the server can recognise the bot", () => {
    expect(contactRequest({ ...CONTACT, website: "spam" })).toMatchObject({ website: "spam" });
  });
});
