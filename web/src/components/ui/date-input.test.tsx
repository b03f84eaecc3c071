import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState } from "react";
import { describe, expect, it } from "vitest";
import { DateInput } from "./date-input";
import { DateField } from "./form-fields";

/** A form that reports what it would send, as every console form reads it (FormData). */
function FormSending({ children }: { children: React.ReactNode }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <StrictMode>
      <form
        aria-label="Test form"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))));
        }}
      >
        {children}
        <button type="submit">Send</button>
      </form>
      <output aria-label="Sent">{sent}</output>
    </StrictMode>
  );
}

describe("DateField: the form sends the day the box shows", () => {
  it("shows its default day first and sends it as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    render(
      <FormSending>
        <DateField label="Date paid" name="date" defaultValue="2026-12-02" />
      </FormSending>,
    );
    expect(screen.getByLabelText("Date paid")).toHaveValue("02/12/2026");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Sent")).toHaveTextContent('{"date":"2026-12-02"}');
  });

  it("sends a day typed as it is shown, 21/11/2026, as 2026-11-21", async () => {
    const user = userEvent.setup();
    render(
      <FormSending>
        <DateField label="Installed on" name="installedOn" />
      </FormSending>,
    );
    await user.type(screen.getByLabelText("Installed on"), "21/11/2026");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Sent")).toHaveTextContent('{"installedOn":"2026-11-21"}');
  });

  it("shows a day chosen on the calendar day first and sends it as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FormSending>
        <DateField label="Received on" name="receivedOn" />
      </FormSending>,
    );
    const picker = container.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: "2026-11-05" } });
    expect(screen.getByLabelText("Received on")).toHaveValue("05/11/2026");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Sent")).toHaveTextContent('{"receivedOn":"2026-11-05"}');
  });

  it("passes what it shows to a screen that listens, as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <DateInput aria-label="New date" value="2026-12-02" onValueChange={(v) => seen.push(v)} />,
    );
    const box = screen.getByLabelText("New date");
    expect(box).toHaveValue("02/12/2026");
    await user.clear(box);
    await user.type(box, "03/12/2026");
    expect(seen.at(-1)).toBe("2026-12-03");
  });
});
