// `npm run dev` renders under React's StrictMode, which mounts every component, unmounts it and
// mounts it again, and runs effects twice: code that only works when mounted once (the media
// modal did not: it closed itself) breaks there. These tests render the dashboard with its data,
// the media modal and every form under <StrictMode>, with `fetch` stubbed like the other
// component tests (the real API is covered by the API and end-to-end tests).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, StrictMode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ForgotPage } from "./features/accounts/components/forgot-page";
import { LoginPage } from "./features/accounts/components/login-page";
import { ResetPasswordPage } from "./features/accounts/components/reset-password-page";
import { CUSTOMER_SESSION } from "./features/accounts/testing/api-responses";
import { CertificateButton } from "./features/certificates/components/certificate-button";
import { DashboardPage } from "./features/impact/components/dashboard-page";
import { stubApi } from "./features/impact/testing/render";
import { MediaGallery } from "./features/media/components/media-gallery";
import { ContactForm } from "./features/public-pages/components/contact-form";
import { PartnerForm } from "./features/public-pages/components/partner-form";
import { CONTACT_FORM_TEXT, CONTACT_TEXT } from "./features/public-pages/content/contact";
import { FORM_TEXT } from "./features/public-pages/content/forms";
import { PARTNER_FORM_TEXT } from "./features/public-pages/content/partner-program";
import { stubFetch } from "./features/public-pages/testing/fetch-mock";

vi.mock(
  "#web/features/media/utils/draw-pdf",
  () => import("./features/media/testing/draw-pdf-stub"),
);

function Landing() {
  const location = useLocation();
  return <h1>{`Landed on ${location.pathname}`}</h1>;
}

function renderStrict(path: string, Component: ComponentType) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const Stub = createRoutesStub([
    { path: path.split("?")[0] as string, Component },
    { path: "*", Component: Landing },
  ]);
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Long enough for a dialog `close` event queued by an effect's cleanup to have arrived. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("under StrictMode", () => {
  it("the dashboard shows its data, and the media modal stays open until Close or Escape", async () => {
    stubApi();
    const user = userEvent.setup();
    renderStrict("/dashboard", () => (
      <DashboardPage videos={<MediaGallery />} certificate={<CertificateButton />} />
    ));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Videos" }));
    const view = await screen.findByRole("button", { name: "View PDF" });
    await user.click(view);
    const dialog = await screen.findByRole("dialog", { name: "Awareness drive" });
    await aMoment();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute("open");
    const close = within(dialog).getByRole("button", { name: "Close" });
    expect(close).toHaveFocus();
    // The first mount's drawing is undone: one drawn page, not two.
    const pdf = within(dialog).getByRole("region", { name: "Awareness drive summary.PDF" });
    expect(await within(pdf).findAllByRole("img", { name: "Page 1 of 1" })).toHaveLength(1);
    await aMoment();
    expect(within(pdf).getAllByRole("img")).toHaveLength(1);

    await user.click(close);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(view).toHaveFocus();

    // Escape works with focus in the PDF, and focus goes back to the card's button.
    await user.click(view);
    await screen.findByRole("dialog", { name: "Awareness drive" });
    await aMoment();
    await user.tab();
    expect(screen.getByRole("region", { name: "Awareness drive summary.PDF" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(view).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "View Video" }));
    expect(await screen.findByRole("dialog", { name: "Kiosk installation" })).toBeInTheDocument();
    await aMoment();
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "View Video" })).toHaveFocus();
  });

  it("the login form checks its fields, then logs in", async () => {
    stubFetch({ status: 200, body: CUSTOMER_SESSION });
    const user = userEvent.setup();
    renderStrict("/login", LoginPage);

    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByLabelText("E-mail address")).toHaveAccessibleDescription(
      "Enter your e-mail address.",
    );
    await waitFor(() => expect(screen.getByLabelText("E-mail address")).toHaveFocus());

    await user.type(screen.getByLabelText("E-mail address"), "demo@example.com");
    await user.type(screen.getByLabelText("Password"), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("heading", { name: "Landed on /dashboard" })).toBeVisible();
  });

  it("the forgot form checks the address, then confirms", async () => {
    stubFetch({
      status: 200,
      body: { message: "If that address has a login, a link is on its way." },
    });
    const user = userEvent.setup();
    renderStrict("/forgot", ForgotPage);
    await user.type(screen.getByLabelText("E-mail address"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText("E-mail address")).toHaveAttribute("aria-invalid", "true");

    await user.clear(screen.getByLabelText("E-mail address"));
    await user.type(screen.getByLabelText("E-mail address"), "demo@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
  });

  it("the reset form checks the confirmation, then saves", async () => {
    stubFetch({ status: 200, body: { message: "Your password has been changed." } });
    const user = userEvent.setup();
    renderStrict("/reset-password?token=abc", ResetPasswordPage);
    await user.type(screen.getByLabelText("New password"), "a-new-Password-1");
    await user.type(screen.getByLabelText("Confirm new password"), "something else");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "The passwords do not match.",
    );

    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "a-new-Password-1");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByRole("link", { name: "Go to log in" })).toBeVisible();
  });

  it("the contact form checks its fields, sends, and offers another", async () => {
    const { calls } = stubFetch({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    renderStrict("/contact", () => <ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    const send = () => screen.getByRole("button", { name: FORM_TEXT.submit.contact });
    expect(send()).toBeEnabled();

    await user.click(send());
    expect(screen.getByRole("alert")).toHaveTextContent(FORM_TEXT.errorSummary);
    expect(screen.getByLabelText(CONTACT_FORM_TEXT.name)).toHaveFocus();

    await user.type(screen.getByLabelText(CONTACT_FORM_TEXT.name), "Meera Shah");
    await user.type(screen.getByLabelText(CONTACT_FORM_TEXT.email), "meera@chaicorner.example");
    await user.type(
      screen.getByLabelText(CONTACT_FORM_TEXT.message),
      "We would like a kiosk outside our tea stall.",
    );
    await user.click(send());
    const thanks = await screen.findByRole("heading", { name: CONTACT_FORM_TEXT.successHeading });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: CONTACT_FORM_TEXT.sendAnother }));
    expect(screen.getByLabelText(CONTACT_FORM_TEXT.name)).toHaveValue("");
    expect(send()).toBeEnabled();
  });

  it("the partner form checks its fields and sends", async () => {
    const { calls } = stubFetch({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    renderStrict("/partner-program", () => <PartnerForm text={PARTNER_FORM_TEXT} />);
    const T = PARTNER_FORM_TEXT;
    await user.click(screen.getByRole("button", { name: FORM_TEXT.submit.partner }));
    expect(screen.getByLabelText(T.businessName)).toHaveFocus();

    await user.type(screen.getByLabelText(T.businessName), "Law Garden Tea House");
    await user.selectOptions(screen.getByLabelText(T.businessType), "cafe-restaurant");
    await user.type(screen.getByLabelText(T.city), "Ahmedabad");
    await user.type(screen.getByLabelText(T.expectedSmokersPerDay), "120");
    await user.type(screen.getByLabelText(T.contactName), "Meera Shah");
    await user.type(screen.getByLabelText(T.email), "meera@teahouse.example");
    await user.type(screen.getByLabelText(T.phone), "079 2630 1234");
    await user.click(screen.getByRole("button", { name: FORM_TEXT.submit.partner }));
    expect(await screen.findByRole("heading", { name: T.successHeading })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
