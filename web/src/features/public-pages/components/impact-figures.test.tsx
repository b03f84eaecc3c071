import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { IMPACT_TEXT } from "../content/home";
import { stubFetch } from "../testing/fetch-mock";
import { ImpactFigures } from "./impact-figures";

const renderFigures = () => {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ImpactFigures text={IMPACT_TEXT} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
};

const figureValue = (label: string) => {
  const term = screen.getByText(label);
  return within(term.parentElement as HTMLElement).getByRole("definition");
};

describe("ImpactFigures", () => {
  it("shows placeholders first, then the totals with Indian digit grouping", async () => {
    const { calls } = stubFetch({
      status: 200,
      body: {
        businessesServed: 3,
        kiosksInstalled: 8,
        buttsCollected: 800772,
        buttsCollectedKg: 220.401,
        waterProtectedLitres: 400386000,
        asOf: "2026-11-21T10:00:00.000Z",
      },
    });
    renderFigures();
    expect(screen.getByRole("status")).toHaveTextContent(IMPACT_TEXT.loading);
    expect(figureValue(IMPACT_TEXT.figures.buttsCollected)).toHaveTextContent(
      IMPACT_TEXT.loadingValue,
    );

    expect(await screen.findByText("8,00,772")).toBeInTheDocument();
    expect(figureValue(IMPACT_TEXT.figures.waterProtectedLitres)).toHaveTextContent("40,03,86,000");
    expect(figureValue(IMPACT_TEXT.figures.buttsCollectedKg)).toHaveTextContent("220.4");
    expect(figureValue(IMPACT_TEXT.figures.businessesServed)).toHaveTextContent("3");
    expect(screen.getByRole("status")).toHaveTextContent(IMPACT_TEXT.live);
    expect(calls).toEqual([{ url: "/api/public_impact", method: "GET", body: undefined }]);
    expect(screen.getByRole("link", { name: IMPACT_TEXT.howWeMeasure })).toHaveAttribute(
      "href",
      "/reference-and-support#how-we-measure-impact",
    );
  });

  it("says the figures are unavailable when the call fails", async () => {
    stubFetch({ status: 503, body: { title: "Service Unavailable", status: 503, detail: "down" } });
    renderFigures();
    expect(await screen.findByText(IMPACT_TEXT.failed)).toBeInTheDocument();
    expect(figureValue(IMPACT_TEXT.figures.kiosksInstalled)).toHaveTextContent(
      IMPACT_TEXT.unavailableValue,
    );
  });

  it("refuses an answer of the wrong shape", async () => {
    stubFetch({ status: 200, body: { businessesServed: "three" } });
    renderFigures();
    expect(await screen.findByText(IMPACT_TEXT.failed)).toBeInTheDocument();
  });
});
