import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FORM_TEXT } from "../content/forms";
import { PARTNER_FORM_TEXT as T } from "../content/partner-program";
import { stubFetch } from "../testing/fetch-mock";
import { PartnerForm } from "./partner-form";

describe("PartnerForm", () => {
  it("checks the business fields", async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<PartnerForm text={T} />);
    await user.type(screen.getByLabelText(T.expectedSmokersPerDay), "lots");
    await user.click(screen.getByRole("button", { name: FORM_TEXT.submit.partner }));
    expect(screen.getByLabelText(T.businessName)).toHaveFocus();
    expect(screen.getByLabelText(T.businessType)).toHaveAccessibleDescription(
      FORM_TEXT.messages.businessType,
    );
    expect(screen.getByLabelText(T.expectedSmokersPerDay)).toHaveAccessibleDescription(
      `${FORM_TEXT.messages.smokersPerDay} ${T.smokersPerDayHint}`,
    );
    expect(screen.getByLabelText(T.phone)).toHaveAccessibleDescription(
      FORM_TEXT.messages.phoneRequired,
    );
  });

  it("sends the application with the estimate as a number and thanks the applicant", async () => {
    const { calls } = stubFetch({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    render(<PartnerForm text={T} />);
    await user.type(screen.getByLabelText(T.businessName), "Law Garden Tea House");
    await user.selectOptions(screen.getByLabelText(T.businessType), "cafe-restaurant");
    await user.type(screen.getByLabelText(T.city), "Ahmedabad");
    await user.type(screen.getByLabelText(T.expectedSmokersPerDay), "120");
    await user.type(screen.getByLabelText(T.contactName), "Meera Shah");
    await user.type(screen.getByLabelText(T.email), "meera@teahouse.example");
    await user.type(screen.getByLabelText(T.phone), "079 2630 1234");
    await user.click(screen.getByRole("button", { name: FORM_TEXT.submit.partner }));

    expect(await screen.findByRole("heading", { name: T.successHeading })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: "/api/partner_applications",
      method: "POST",
      body: {
        businessName: "Law Garden Tea House",
        businessType: "cafe-restaurant",
        city: "Ahmedabad",
        expectedSmokersPerDay: 120,
        contactName: "Meera Shah",
        email: "meera@teahouse.example",
        phone: "079 2630 1234",
      },
    });
  });
});
