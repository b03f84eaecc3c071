import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveBusinessRole } from "#web/lib/business-role-storage";
import { ReportButton } from "./report-button";

const RANGE = { startDate: "2025-01-01", endDate: "2025-03-31" };

describe("ReportButton", () => {
  it("is off for a viewer, saying that only an owner issues reports (the API refuses them)", async () => {
    saveBusinessRole("viewer");
    try {
      const onGenerate = vi.fn();
      render(<ReportButton label="Download Report" range={RANGE} onGenerate={onGenerate} />);
      const button = screen.getByRole("button", { name: "Download Report" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        "Only an owner of this business can issue certificates and reports.",
      );
      await userEvent.click(button);
      expect(onGenerate).not.toHaveBeenCalled();
    } finally {
      saveBusinessRole(null);
    }
  });

  it('says "Generate PDF" by default, or the text it is given', () => {
    const { rerender } = render(<ReportButton range={RANGE} onGenerate={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Generate PDF" })).toBeEnabled();
    rerender(<ReportButton label="Download Report" range={RANGE} onGenerate={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Download Report" })).toBeEnabled();
  });

  it('shows "Loading..." and is disabled while working, then is idle again', async () => {
    let finish: () => void = () => {};
    const onGenerate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ReportButton label="Download Report" range={RANGE} onGenerate={onGenerate} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Report" }));

    const busy = screen.getByRole("button", { name: "Loading..." });
    expect(busy).toBeDisabled();
    expect(onGenerate).toHaveBeenCalledWith(RANGE, { preparing: expect.any(Function) });
    finish();
    expect(await screen.findByRole("button", { name: "Download Report" })).toBeEnabled();
  });

  it('says "Preparing report…" while the PDF is drawn, busy, then announces the download (issue 28)', async () => {
    let step: { preparing: () => void } = { preparing: () => {} };
    let finish: () => void = () => {};
    const onGenerate = vi.fn(
      (_range: unknown, steps: { preparing: () => void }) =>
        new Promise<void>((resolve) => {
          step = steps;
          finish = resolve;
        }),
    );
    render(<ReportButton label="Download Report" range={RANGE} onGenerate={onGenerate} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Report" }));
    expect(screen.getByRole("button", { name: "Loading..." })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    act(() => step.preparing());
    const preparing = screen.getByRole("button", { name: "Preparing report…" });
    expect(preparing).toBeDisabled();
    expect(preparing).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Preparing report…");

    finish();
    const idle = await screen.findByRole("button", { name: "Download Report" });
    expect(idle).toBeEnabled();
    expect(idle).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("status")).toHaveTextContent("Report downloaded.");
  });

  it("logs a failure and returns to idle (SPEC.md §8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const onGenerate = vi.fn(async () => {
      throw new Error("template missing");
    });
    render(<ReportButton label="Download Report" range={RANGE} onGenerate={onGenerate} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Report" }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain("Download Report");
    expect(screen.getByRole("button", { name: "Download Report" })).toBeEnabled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("without both dates makes nothing and says so beside the button, until dates are picked", async () => {
    const onGenerate = vi.fn(async () => {});
    const { rerender } = render(
      <ReportButton label="Download Cigarette Report" range={null} onGenerate={onGenerate} />,
    );
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Download Cigarette Report" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please select start and end dates for the report.",
    );
    expect(onGenerate).not.toHaveBeenCalled();

    rerender(
      <ReportButton label="Download Cigarette Report" range={RANGE} onGenerate={onGenerate} />,
    );
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});
