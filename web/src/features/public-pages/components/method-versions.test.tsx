import { render, screen, waitFor, within } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../testing/fetch-mock";
import { MethodVersions } from "./method-versions";

const factors = (water: number, source: string) => ({
  toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
  microplasticKgPerButtKg: { value: 0.6, source: "Novotny & Slaughter (2014)" },
  waterLitresPerButt: { value: water, source },
});
const VERSIONS = [
  {
    id: "original",
    label: "Original method",
    effectiveFrom: null,
    effectiveTo: "2026-03-31",
    factors: factors(500, "Slaughter et al. (2011)"),
  },
  {
    id: "2026-04-01",
    label: "Method of 1 Apr 2026",
    effectiveFrom: "2026-04-01",
    effectiveTo: null,
    factors: factors(300, "Study D (2026)"),
  },
];

const versionList = () => screen.getByRole("list", { name: "Method versions" });
const versionHeadings = () =>
  within(versionList())
    .getAllByRole("heading", { level: 4 })
    .map((heading) => heading.textContent);

describe("Method versions", () => {
  it("shows the defaults first (as prerendered), then every version newest first", async () => {
    const { calls } = stubFetch({ status: 200, body: { versions: VERSIONS } });
    render(
      <StrictMode>
        <MethodVersions />
      </StrictMode>,
    );
    expect(versionList()).toHaveAttribute("aria-busy", "true");
    expect(versionHeadings()).toEqual(["Original method — always"]);

    await waitFor(() => expect(versionList()).toHaveAttribute("aria-busy", "false"));
    expect(versionHeadings()).toEqual([
      "Method of 1 Apr 2026 — from 1 Apr 2026",
      "Original method — until 31 Mar 2026",
    ]);
    const [april] = within(versionList()).getAllByRole("listitem");
    expect(april).toHaveTextContent(
      "Water resources protected in litres300 litres of water per butt" +
        "Published range: 50 to 1,000 litres per buttSource: Study D (2026)",
    );
    expect(april).toHaveTextContent(
      "Microplastic recycled in kg0.6 kg of microplastic per kg of butts",
    );
    expect(calls.at(-1)?.url).toBe("/api/impact_methods");
  });

  it("keeps the defaults when the versions cannot be read", async () => {
    const { fetchMock } = stubFetch("network-error", "network-error");
    render(<MethodVersions />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(versionHeadings()).toEqual(["Original method — always"]);
    expect(within(versionList()).getByRole("listitem")).toHaveTextContent(
      "500 litres of water per buttPublished range: 50 to 1,000 litres per butt",
    );
  });
});
