// A stop whose weight is held for review (docs/decisions/0099): the collector reads, in the
// login's language, that it is done and waits for an admin before it is credited. HTTP is a
// stubbed `fetch` answering the day's stops as the API does after such a Done.
import type { Language } from "@filtercycle/contract/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { getLoginId, saveLoginId } from "#web/lib/business-role-storage";
import { getCustomerName, saveSession } from "#web/lib/session-storage";
import { completePickup, missPickup, uploadPickupPhoto } from "../api/pickups";
import { memoryDayStore } from "../hooks/route-day";
import { createStopQueue, memoryStopStore } from "../hooks/stop-queue";
import { stop } from "../testing/fixtures";
import { CollectorScreen } from "./collector-screen";

const HELD = stop({ status: "done", buttsKg: 7, credit: null, review: "held" });

async function renderIn(language: Language) {
  await loadAppTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "Ravi", role: "collector" });
  saveLoginId("4f1c2a9e-0000-4000-8000-00000000000c");
  const queue = createStopQueue(memoryStopStore(), {
    me: () => ({ id: getLoginId(), name: getCustomerName() ?? "" }),
    complete: completePickup,
    uploadPhoto: uploadPickupPhoto,
    miss: missPickup,
  });
  render(
    <StrictMode>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <CollectorScreen
            staffName="Ravi"
            queue={queue}
            dayStore={memoryDayStore()}
            consoleLink={false}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ from: "2026-11-23", to: "2026-11-23", stops: [HELD] }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  setAppLanguage("en");
  vi.useRealTimers();
});

describe("a stop held for review on the collector's screen", () => {
  it.each([
    [
      "en",
      "Done: 7.000 kg. Held for review: this is well above what the kiosk usually gives, so an admin checks it before it is credited.",
    ],
    [
      "gu",
      "થઈ ગયું: 7.000 કિલો. સમીક્ષા માટે રોકાયું છે: આ કિઓસ્કમાંથી સામાન્ય રીતે મળે છે તેના કરતાં ઘણું વધારે છે, તેથી જમા થાય તે પહેલાં એડમિન તેને તપાસશે.",
    ],
    [
      "hi",
      "हो गया: 7.000 किलो. समीक्षा के लिए रोका गया है: यह इस कियोस्क से आम तौर पर मिलने वाले वज़न से बहुत ज़्यादा है, इसलिए जमा होने से पहले एडमिन इसे जाँचेंगे.",
    ],
  ] as const)("says so in %s", async (language, words) => {
    await renderIn(language);
    expect(await screen.findByText(words)).toBeVisible();
  });
});
