// HTTP is a stubbed `fetch` answering like the accounts API (see ../testing/api-responses.ts);
// the real API is covered by the API tests and by e2e/accounts.spec.ts.
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { StubPage } from "#web/test/stub-page";
import { jsonResponse, problemResponse, sentBodies } from "../testing/api-responses";
import { ForgotPage } from "./forgot-page";

function renderForgot() {
  const Stub = createRoutesStub([
    { path: "/forgot", Component: ForgotPage },
    { path: "*", Component: StubPage },
  ]);
  return render(<Stub initialEntries={["/forgot"]} />);
}

const emailField = () => screen.getByLabelText("E-mail address");
const submitButton = () => screen.getByRole("button", { name: /Send/ });
const sameAnswer = () => jsonResponse({ message: ACCOUNT_MESSAGES.forgotConfirmation }, 200);

describe("ForgotPage", () => {
  it("has a labelled e-mail field and a link back to /login", () => {
    renderForgot();
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(screen.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", "/login");
  });

  it("validates the address like the login page, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForgot();

    await userEvent.click(submitButton());
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription("Enter your e-mail address.");
    await waitFor(() => expect(emailField()).toHaveFocus());

    await userEvent.type(emailField(), "not-an-address");
    await userEvent.click(submitButton());
    expect(emailField()).toHaveAccessibleDescription(
      "Enter a valid e-mail address, like name@example.com.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["demo@example.com", "nobody-here@example.org"])(
    "shows the same confirmation for %s",
    async (address) => {
      const fetchMock = vi.fn(async () => sameAnswer());
      vi.stubGlobal("fetch", fetchMock);
      renderForgot();

      await userEvent.type(emailField(), address);
      await userEvent.click(submitButton());

      const status = await screen.findByRole("status");
      expect(status).toHaveTextContent(ACCOUNT_MESSAGES.forgotConfirmation);
      await waitFor(() => expect(status).toHaveFocus());
      expect(screen.queryByLabelText("E-mail address")).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to log in" })).toHaveAttribute(
        "href",
        "/login",
      );
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/forgot_password",
        expect.objectContaining({ method: "POST", credentials: "include" }),
      );
      expect(sentBodies(fetchMock)).toEqual([{ email: address }]);
    },
  );

  it("is busy while waiting", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderForgot();
    await userEvent.type(emailField(), "demo@example.com");
    await userEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent("Sending…");
    await act(async () => answer(sameAnswer()));
    expect(await screen.findByRole("status")).toBeVisible();
  });

  it("on a 429 shows the API's message and keeps the form", async () => {
    const detail = "Too many requests for this address. Try again in 1 minute.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problemResponse(429, detail, { headers: { "retry-after": "60" } })),
    );
    renderForgot();
    await userEvent.type(emailField(), "demo@example.com");
    await userEvent.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(detail);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(emailField()).toHaveValue("demo@example.com");
    expect(submitButton()).toBeEnabled();
  });
});
