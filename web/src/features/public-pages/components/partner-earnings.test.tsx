import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { PARTNER_EARNINGS_TEXT } from "../content/partner-program";
import { stubFetch } from "../testing/fetch-mock";
import { PartnerEarnings } from "./partner-earnings";

const renderEarnings = () =>
  render(
    <StrictMode>
      <PartnerEarnings text={PARTNER_EARNINGS_TEXT} />
    </StrictMode>,
  );

describe("PartnerEarnings", () => {
  it("shows a busy box first, then the range and the worked example from the API", async () => {
    const answer = {
      status: 200,
      body: {
        lowPerKg: 1200,
        highPerKg: 1500,
        example: { kgPerMonth: 2.5, ratePerKg: 1350, perMonth: 3375 },
      },
    };
    // StrictMode runs the effect twice: the first call is aborted, the second answered.
    const { calls } = stubFetch(answer, answer);
    const { container } = renderEarnings();
    expect(container.querySelector("[aria-busy=true]")).toHaveTextContent(
      PARTNER_EARNINGS_TEXT.loading,
    );
    expect(
      await screen.findByText(
        "Businesses earn ₹1,200–₹1,500 per kg of filters collected; your partner agreement sets your rate.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Example: a café that fills 2.5 kg a month at ₹1,350/kg earns ₹3,375 a month.",
      ),
    ).toBeInTheDocument();
    expect(container.querySelector("[aria-busy=true]")).toBeNull();
    expect(calls.at(-1)).toEqual({ url: "/api/partner_rates", method: "GET", body: undefined });
  });

  it("says the rate is in the partner agreement when the rates cannot be read", async () => {
    const down = {
      status: 503,
      body: { title: "Service Unavailable", status: 503, detail: "down" },
    };
    stubFetch(down, down);
    renderEarnings();
    expect(await screen.findByText(PARTNER_EARNINGS_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(/Businesses earn/)).toBeNull();
  });
});
