import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";

describe("Alert", () => {
  it("announces an error at once and other tones politely", () => {
    render(
      <>
        <Alert tone="error">Could not save.</Alert>
        <Alert tone="success">Saved.</Alert>
        <Alert tone="info">Your session ended.</Alert>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Could not save.");
    expect(screen.getAllByRole("status").map((box) => box.textContent)).toEqual([
      "Saved.",
      "Your session ended.",
    ]);
  });

  it("can take focus when given a ref, and leaves its role to a surrounding live region", () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <div role="alert">
        <Alert tone="error" announce={false} focusRef={ref}>
          Too many attempts.
        </Alert>
      </div>,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    ref.current?.focus();
    expect(ref.current).toHaveFocus();
  });
});
