// The console's frame in Gujarati and Hindi (issue 29; decision 0096): the menu, the account
// menu and change password in the login's language, the words loaded as the signed-in layout
// loads them (app-texts.ts). The screens inside stay as they are.
import type { Language } from "@filtercycle/contract/languages";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { saveSession } from "#web/lib/session-storage";
import { ConsoleShell } from "./console-shell";

async function renderIn(language: Language, collector = false) {
  await loadAppTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const Stub = createRoutesStub([
    {
      path: "/admin/payouts",
      Component: () => (
        <ConsoleShell staffName="Ravi Staff" collector={collector} onLogout={async () => false}>
          <h1>Payouts screen</h1>
        </ConsoleShell>
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/payouts"]} />);
}

afterEach(() => {
  setAppLanguage("en");
  localStorage.clear();
});

describe("the console's frame in the login's language", () => {
  it("reads in Gujarati: the menu, the account menu, change password and its checks", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("fetch", vi.fn());
    await renderIn("gu");
    expect(screen.getByText("Filtercycle કન્સોલ")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "કન્સોલ" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "ઝાંખી",
      "ગ્રાહકો",
      "કલેક્શન",
      "કસ્ટડી",
      "પિકઅપ",
      "કલેક્ટરનો રૂટ",
      "ચુકવણીઓ",
      "મીડિયા",
      "ઇનબૉક્સ",
      "સેટિંગ્સ",
      "ઑડિટ લૉગ",
    ]);
    expect(within(nav).getByRole("link", { name: "ચુકવણીઓ" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("આ નામથી લૉગ ઇન")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "એકાઉન્ટ" }));
    const language = screen.getByRole("link", { name: /^ભાષા/ });
    expect(language).toHaveTextContent("ભાષા (English · ગુજરાતી · हिन्दी)");
    expect(language).toHaveAttribute("href", "/account");
    await user.click(screen.getByRole("button", { name: "લૉગ આઉટ કરો" }));
    expect(
      await screen.findByText("લૉગઆઉટ થઈ શક્યું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો."),
    ).toBeInTheDocument();

    // The dialog is the account page's too: its words are the account area's.
    await user.click(screen.getByRole("button", { name: "પાસવર્ડ બદલો" }));
    const dialog = await screen.findByRole("dialog", { name: "પાસવર્ડ બદલો" });
    expect(
      within(dialog).getByText("પાસવર્ડ બદલાતાં તમારાં બીજાં સેશનમાંથી લૉગ-આઉટ થઈ જશે."),
    ).toBeInTheDocument();
    const [newPassword] = within(dialog).getAllByLabelText(/^નવો પાસવર્ડ/);
    await user.type(newPassword as HTMLElement, "short");
    await user.type(within(dialog).getByLabelText("નવો પાસવર્ડ ફરી લખો"), "other");
    await user.click(within(dialog).getByRole("button", { name: "પાસવર્ડ બદલો" }));
    expect(await within(dialog).findByText("હાલનો પાસવર્ડ લખવો જરૂરી છે.")).toBeInTheDocument();
    expect(
      within(dialog).getByText("નવા પાસવર્ડમાં ઓછામાં ઓછા 10 અક્ષર હોવા જોઈએ."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("બંને નવા પાસવર્ડ એકસરખા નથી.")).toBeInTheDocument();
    expect(within(dialog).getByText("ઓછામાં ઓછા 10 અક્ષર.")).toBeInTheDocument();
  });

  it("reads in Hindi, a collector's menu listing only the route", async () => {
    await renderIn("hi", true);
    const nav = screen.getByRole("navigation", { name: "कंसोल" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["कलेक्टर का रूट"]);
    expect(screen.getByRole("button", { name: "मेन्यू" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "खाता" })).toBeInTheDocument();
    expect(screen.getByText("Filtercycle कंसोल")).toBeInTheDocument();
  });
});
