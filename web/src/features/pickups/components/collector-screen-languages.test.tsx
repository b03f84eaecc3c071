// The collector's route screen in Gujarati and Hindi (issue 29; decision 0096): a collector whose
// login chose the language reads every word of the screen in it, and its checks too. HTTP is a
// stubbed `fetch` answering like the API; the words are the catalogue's own chunks, loaded as the
// signed-in layout loads them (app-texts.ts).
import type { Language } from "@filtercycle/contract/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { saveSession } from "#web/lib/session-storage";
import { completePickup, missPickup, uploadPickupPhoto } from "../api/pickups";
import { memoryDayStore } from "../hooks/route-day";
import { createStopQueue, memoryStopStore } from "../hooks/stop-queue";
import { stop } from "../testing/fixtures";
import { CollectorScreen } from "./collector-screen";

const FIRST = stop({});
const DONE = stop({
  id: "00000000-0000-4000-8000-000000000002",
  kioskLabel: "Lobby",
  kioskSerial: "K-0043",
  status: "done",
  buttsKg: 1250.5,
});

function serve() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ from: "2026-11-23", to: "2026-11-23", stops: [FIRST, DONE] }),
          {
            headers: { "content-type": "application/json" },
          },
        ),
    ),
  );
}

async function renderIn(language: Language) {
  await loadAppTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "collector" });
  const queue = createStopQueue(memoryStopStore(), {
    me: () => ({ id: "0b6f2c1e-5a4d-4f7e-8c21-3d9e0a7b6c11", name: "Ravi Staff" }),
    complete: completePickup,
    uploadPhoto: uploadPickupPhoto,
    miss: missPickup,
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CollectorScreen
          staffName="Ravi Staff"
          queue={queue}
          dayStore={memoryDayStore()}
          consoleLink={false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
  serve();
});
afterEach(() => {
  setAppLanguage("en");
  vi.useRealTimers();
});

describe("the collector's screen in the login's language", () => {
  it("reads in Gujarati: the stop, the list, the form and its checks, the miss reasons", async () => {
    const user = userEvent.setup();
    await renderIn("gu");
    expect(await screen.findByText("સ્ટોપ 1, કુલ 2માંથી")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      /^આજનો રૂટ 23 નવે(મ્બર)? 2026$/,
    );
    expect(screen.getByText(/^સ્ટોપ લોડ થયાનો સમય: 23 નવે\S* 2026, 11:30 am\.$/)).toBeInTheDocument();
    const list = within(screen.getByRole("region", { name: /^બધા સ્ટોપ/ }));
    expect(list.getByRole("heading", { level: 2 })).toHaveTextContent("બધા સ્ટોપ 2માંથી 1 બાકી");
    expect(list.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "1.Chai CornerTerraceબાકી",
      "2.Chai CornerLobbyથઈ ગયું",
    ]);
    expect(screen.getByText("સરનામું")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Chai Corner સુધીનો રસ્તો બતાવો (નકશો ખૂલશે)" }),
    ).toHaveTextContent("રસ્તો બતાવો");
    expect(screen.getByLabelText("વજન (કિલો)")).toBeInTheDocument();
    expect(screen.getByLabelText(/^થેલી કે સીલનો કોડ/)).toBeInTheDocument();
    expect(screen.getByText("તમારા લોગિનથી નોંધાશે: Ravi Staff")).toBeInTheDocument();
    expect(screen.getByLabelText("ફોટો પાડો")).toHaveAttribute("capture", "environment");
    await user.click(screen.getByRole("button", { name: "થઈ ગયું" }));
    expect(screen.getByText("લાલ રંગે દર્શાવેલાં ખાનાં સુધારો.")).toBeInTheDocument();
    expect(screen.getByText("આ ભરવું જરૂરી છે.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("વજન (કિલો)"), "0,5");
    await user.click(screen.getByRole("button", { name: "થઈ ગયું" }));
    expect(
      screen.getByText("વજન 0.001 કિલોથી 1,00,000 કિલો સુધી લખો, દશાંશ પછી વધુમાં વધુ ત્રણ અંક."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "ન થઈ શક્યું" }));
    const form = within(screen.getByRole("form", { name: "કેમ ન થઈ શક્યું?" }));
    expect(
      [...form.getByLabelText("કારણ").querySelectorAll("option")].map((o) => o.textContent),
    ).toEqual(["કારણ પસંદ કરો", "જગ્યા બંધ હતી", "કિઓસ્ક સુધી પહોંચી ન શકાયું", "કિઓસ્ક ખાલી હતું", "અન્ય"]);
    expect(form.getByRole("button", { name: "કારણ સેવ કરો" })).toBeInTheDocument();

    await user.click(list.getByRole("button", { name: /Lobby/ }));
    expect(screen.getByText("થઈ ગયું: 1,250.500 કિલો")).toBeInTheDocument();
    expect(screen.getByText("સ્ટોપ 2, કુલ 2માંથી")).toBeInTheDocument();
  });

  it("reads in Hindi", async () => {
    await renderIn("hi");
    expect(await screen.findByText("स्टॉप 1, कुल 2 में से")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^आज का रूट 23 नवंबर 2026$/);
    expect(screen.getByRole("heading", { level: 2, name: /^सभी स्टॉप/ })).toHaveTextContent(
      "सभी स्टॉप 2 में से 1 बाकी",
    );
    expect(screen.getByRole("button", { name: "हो गया" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "नहीं हो सका" })).toBeInTheDocument();
    expect(screen.getByLabelText("वज़न (किलो)")).toBeInTheDocument();
    expect(screen.getByLabelText("फ़ोटो खींचें")).toHaveAttribute("capture", "environment");
    expect(screen.getByText("आपके लॉगिन से दर्ज होगा: Ravi Staff")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Chai Corner तक का रास्ता देखें (नक्शा खुलेगा)" }),
    ).toHaveTextContent("रास्ता देखें");
    // No English word of the screen is left (the business's and kiosks' names are data).
    const text = document.body.textContent ?? "";
    for (const english of [
      "Today's route",
      "Stop ",
      "All stops",
      "Weight",
      "Done",
      "Missed",
      "Navigate",
      "Take photo",
      "Recorded",
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
