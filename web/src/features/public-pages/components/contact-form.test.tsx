import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM_TEXT, CONTACT_TEXT } from "../content/contact";
import { FORM_TEXT } from "../content/forms";
import { stubFetch } from "../testing/fetch-mock";
import { ContactForm } from "./contact-form";

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(CONTACT_FORM_TEXT.name), "Meera Shah");
  await user.type(screen.getByLabelText(CONTACT_FORM_TEXT.email), "meera@chaicorner.example");
  await user.type(
    screen.getByLabelText(CONTACT_FORM_TEXT.message),
    "We would like a kiosk outside our tea stall.",
  );
}

const send = () => screen.getByRole("button", { name: FORM_TEXT.submit.contact });

describe("ContactForm", () => {
  it("shows a message under each invalid field, focuses the first and sends nothing", async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    await user.type(screen.getByLabelText(/Phone number/), "call me");
    await user.click(send());

    const name = screen.getByLabelText(CONTACT_FORM_TEXT.name);
    expect(name).toHaveAccessibleDescription(FORM_TEXT.messages.name);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(CONTACT_FORM_TEXT.email)).toHaveAccessibleDescription(
      FORM_TEXT.messages.email,
    );
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      FORM_TEXT.messages.phone,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(FORM_TEXT.errorSummary);
    expect(fetchMock).not.toHaveBeenCalled();

    // Editing a field clears its message.
    await user.type(name, "Meera");
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  it("sends the message and shows the thank-you state, focused", async () => {
    const { calls } = stubFetch({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    await fillIn(user);
    await user.click(send());

    const heading = await screen.findByRole("heading", { name: CONTACT_FORM_TEXT.successHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole("button", { name: FORM_TEXT.submit.contact })).toBeNull();
    expect(calls).toEqual([
      {
        url: "/api/contact_messages",
        method: "POST",
        // No phone given, honeypot empty: neither is sent.
        body: {
          name: "Meera Shah",
          email: "meera@chaicorner.example",
          message: "We would like a kiosk outside our tea stall.",
        },
      },
    ]);

    // "Send another message" brings back an empty form.
    await user.click(screen.getByRole("button", { name: CONTACT_FORM_TEXT.sendAnother }));
    expect(screen.getByLabelText(CONTACT_FORM_TEXT.name)).toHaveValue("");
  });

  it("shows the API's field messages from a 400", async () => {
    stubFetch({
      status: 400,
      body: {
        title: "Bad Request",
        status: 400,
        detail: "Invalid body",
        errors: [{ field: "email", message: FORM_TEXT.messages.email }],
      },
    });
    const user = userEvent.setup();
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    await fillIn(user);
    await user.click(send());
    const email = screen.getByLabelText(CONTACT_FORM_TEXT.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription(FORM_TEXT.messages.email));
    expect(email).toHaveFocus();
  });

  it("says how long to wait when the rate limit answers 429", async () => {
    const detail =
      "You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.";
    stubFetch({
      status: 429,
      body: { title: "Too Many Requests", status: 429, detail },
      headers: { "retry-after": "600" },
    });
    const user = userEvent.setup();
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
    // The typed message is kept for another try.
    expect(screen.getByLabelText(CONTACT_FORM_TEXT.name)).toHaveValue("Meera Shah");
  });

  it("says so when the server cannot be reached", async () => {
    stubFetch("network-error");
    const user = userEvent.setup();
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_TEXT.networkError);
  });

  it("has a honeypot hidden from people and assistive technology", () => {
    render(<ContactForm text={CONTACT_TEXT} form={CONTACT_FORM_TEXT} />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: FORM_TEXT.honeypotLabel })).toBeNull();
  });
});
