// The 403 page in the login's language (issue 29; decision 0096): a customer who reads Hindi
// opening /admin, a collector who reads Gujarati opening a console screen.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { appTextsOf, loadAppTexts } from "#web/lib/app-texts";
import { AccessDenied } from "./access-denied";

afterEach(() => setAppLanguage("en"));

describe("the Access denied page", () => {
  it("is in Hindi for a customer who chose Hindi", async () => {
    await loadAppTexts("hi");
    setAppLanguage("hi");
    render(<AccessDenied />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("प्रवेश की अनुमति नहीं");
    expect(screen.getByText("यह हिस्सा सिर्फ़ Filtercycle के स्टाफ़ के लिए है।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "अपने डैशबोर्ड पर जाएँ" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("is in Gujarati for a collector, with the message and link the console gives", async () => {
    await loadAppTexts("gu");
    setAppLanguage("gu");
    const t = appTextsOf("gu").console;
    render(
      <AccessDenied
        message={t["denied.adminOnly"]}
        action={{ to: "/admin/route", label: t.toRoute }}
        insideShell
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("પ્રવેશની મંજૂરી નથી");
    expect(
      screen.getByText("આ વિભાગ માત્ર Filtercycleના ઍડમિન માટે છે. કલેક્ટર રૂટની સ્ક્રીન વાપરે છે."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "રૂટ પર જાઓ" })).toHaveAttribute("href", "/admin/route");
  });

  it("keeps its English words for a login that reads English", () => {
    render(<AccessDenied />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Access denied");
    expect(screen.getByText("This area is for Filtercycle staff only.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toBeInTheDocument();
  });
});
