import { describe, expect, it } from "vitest";
import { csvStream, safeCsvText } from "./csv.ts";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+91 79", "'+91 79"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["Café", "Café"],
  ])("writes %s as %s", (input, output) => {
    expect(safeCsvText(input)).toBe(output);
  });

  it("streams a header, quoted text and CRLF lines; numbers stay numbers", async () => {
    const csv = csvStream(["name", "kg"]);
    csv.write({ name: 'Tea, "Stall"', kg: -1.5 });
    csv.write({ name: "=1+1", kg: 2 });
    csv.end();
    let text = "";
    for await (const chunk of csv) text += chunk;
    expect(text).toBe('name,kg\r\n"Tea, ""Stall""",-1.5\r\n\'=1+1,2\r\n');
  });
});
