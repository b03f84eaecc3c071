// HTTP is a stubbed `fetch` answering like the accounts API (see ../testing/api-responses.ts);
// the real API is covered by the API tests and by e2e/accounts.spec.ts.
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getBusinessRole } from "#web/lib/business-role-storage";
import { getCustomerId, getToken, saveSession } from "#web/lib/session-storage";
import { StubPage } from "#web/test/stub-page";
import { jsonResponse, problemResponse, sentBodies } from "../testing/api-responses";
import { ResetPasswordPage } from "./reset-password-page";

function renderReset(search: string) {
  const Stub = createRoutesStub([
    { path: "/reset-password", Component: ResetPasswordPage },
    { path: "*", Component: StubPage },
  ]);
  return render(<Stub initialEntries={[`/reset-password${search}`]} />);
}

const newPassword = () => screen.getByLabelText("New password");
const confirmation = () => screen.getByLabelText("Confirm new password");
const submitButton = () => screen.getByRole("button", { name: /Sav/ });
const GOOD = "a-new-Password-1";

async function fill(password: string, again: string) {
  const user = userEvent.setup();
  if (password) await user.type(newPassword(), password);
  if (again) await user.type(confirmation(), again);
  await user.click(submitButton());
}

describe("ResetPasswordPage form", () => {
  it("asks for a new password twice, with the minimum length as a hint", () => {
    renderReset("?token=abc");
    expect(screen.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    expect(newPassword()).toHaveAttribute("type", "password");
    expect(newPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(newPassword()).toHaveAccessibleDescription(
      `At least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    expect(confirmation()).toHaveAttribute("type", "password");
  });

  it("is worded for a first password on an invitation", () => {
    renderReset("?token=abc&invite=1");
    expect(screen.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  });

  it("refuses a password shorter than the minimum, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderReset("?token=abc");

    await fill("short", "short");

    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(newPassword()).toHaveAccessibleDescription(
      `At least ${PASSWORD_MIN_LENGTH} characters. Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a confirmation that differs, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderReset("?token=abc");

    await fill(GOOD, `${GOOD}x`);

    expect(newPassword()).not.toHaveAttribute("aria-invalid");
    expect(confirmation()).toHaveAttribute("aria-invalid", "true");
    expect(confirmation()).toHaveAccessibleDescription("The passwords do not match.");
    await waitFor(() => expect(confirmation()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's field error for the password", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        problemResponse(400, "The new password is not valid.", {
          errors: [{ field: "newPassword", message: "must be at most 128 characters" }],
        }),
      ),
    );
    renderReset("?token=abc");
    await fill(GOOD, GOOD);
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleDescription(
        `At least ${PASSWORD_MIN_LENGTH} characters. New password must be at most 128 characters.`,
      ),
    );
  });
});

describe("ResetPasswordPage outcomes", () => {
  it("without a token says at once that the link is invalid, linking to /forgot", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderReset("");
    expect(screen.getByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the API says the link expired or was used, says so and links to /forgot", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problemResponse(400, ACCOUNT_MESSAGES.resetLinkInvalid)),
    );
    renderReset("?token=used-token");
    await fill(GOOD, GOOD);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot",
    );
  });

  it("on success says the password changed, links to /login and clears the stored session", async () => {
    saveSession({ token: "old", customerId: "FC-1001", customerName: "Cafe", role: "customer" });
    const fetchMock = vi.fn(async () =>
      jsonResponse({ message: ACCOUNT_MESSAGES.passwordChanged }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderReset("?token=the-token&invite=1");

    await fill(GOOD, GOOD);

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole("link", { name: "Go to log in" })).toHaveAttribute("href", "/login");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/reset_password",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(sentBodies(fetchMock)).toEqual([{ token: "the-token", newPassword: GOOD }]);
    expect({ ...localStorage }).toEqual({});
  });

  it("on an invitation's first password says the account is ready and signs the invitee in", async () => {
    const session = {
      token: "new-session",
      customerId: "FC-2001",
      customerName: "Chai Corner",
      role: "customer",
      businessRole: "viewer",
      email: "manager@cafe.example",
      name: "Meera Shah",
      userId: "00000000-0000-4000-8000-0000000000c2",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ message: ACCOUNT_MESSAGES.accountReady, session })),
    );
    renderReset("?token=the-token&invite=1");

    await fill(GOOD, GOOD);

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Your account is ready and you are signed in.");
    expect(status).not.toHaveTextContent("Your password has been changed");
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("link", { name: "Go to log in" })).not.toBeInTheDocument();
    expect(getToken()).toBe("new-session");
    expect(getCustomerId()).toBe("FC-2001");
    expect(getBusinessRole()).toBe("viewer");
  });

  it("sends a staff invitee, signed in by their first password, to the console", async () => {
    const session = {
      token: "staff-session",
      customerId: null,
      customerName: "Ravi Iyer",
      role: "admin",
      businessRole: null,
      email: "ops@filtercycle.example",
      name: "Ravi Iyer",
      userId: "00000000-0000-4000-8000-0000000000a2",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ message: ACCOUNT_MESSAGES.accountReady, session })),
    );
    renderReset("?token=the-token&invite=1");

    await fill(GOOD, GOOD);

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your account is ready and you are signed in.",
    );
    expect(screen.getByRole("link", { name: "Go to the console" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(screen.queryByRole("link", { name: "Go to your dashboard" })).not.toBeInTheDocument();
    expect(getToken()).toBe("staff-session");
  });

  it("is busy while waiting", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderReset("?token=abc");
    await fill(GOOD, GOOD);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent("Saving…");
  });
});
