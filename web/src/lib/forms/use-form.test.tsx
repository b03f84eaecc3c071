import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type SubmitFailure, useForm } from "./use-form";

type Name = "city" | "kg";
const validate = (values: Record<Name, string>) => ({
  city: values.city.trim() ? undefined : "Enter the city.",
  kg: /^\d+$/.test(values.kg) ? undefined : "Enter whole kilograms.",
});

function Example({
  showErrors,
  submit,
  failure = () => ({ message: "Not saved." }),
}: {
  showErrors: "blur" | "submit";
  submit: (values: Record<Name, string>) => Promise<void>;
  failure?: (error: unknown) => SubmitFailure<Name>;
}) {
  const form = useForm({
    fields: ["city", "kg"],
    validate,
    submit,
    failure,
    showErrors,
    summary: "Please correct the highlighted fields.",
  });
  return (
    <form {...form.formProps}>
      {(["city", "kg"] as const).map((name) => (
        <div key={name}>
          <label>
            {name}
            <input name={name} aria-invalid={form.errorOf(name) ? true : undefined} />
          </label>
          <span>{form.errorOf(name)}</span>
        </div>
      ))}
      {form.message ? (
        <div role="alert" tabIndex={-1} ref={form.messageRef}>
          {form.message}
        </div>
      ) : null}
      {form.done ? <p>Saved.</p> : null}
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </form>
  );
}

describe("useForm", () => {
  it("on submit shows the messages and the summary, focuses the first invalid field, sends nothing", async () => {
    const submit = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Example showErrors="submit" submit={submit} />);
    await user.type(screen.getByLabelText("kg"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter the city.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText("city")).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    // "submit" mode: editing takes the message away until the next submit.
    await user.type(screen.getByLabelText("city"), " ");
    expect(screen.queryByText("Enter the city.")).toBeNull();
  });

  it("in blur mode shows a message once the field is left, then follows the typing", async () => {
    const user = userEvent.setup();
    render(<Example showErrors="blur" submit={async () => {}} />);
    await user.type(screen.getByLabelText("kg"), "1.5");
    expect(screen.queryByText("Enter whole kilograms.")).toBeNull();
    await user.tab();
    expect(screen.getByText("Enter whole kilograms.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("kg"));
    await user.type(screen.getByLabelText("kg"), "15");
    expect(screen.queryByText("Enter whole kilograms.")).toBeNull();
  });

  it("sends the values once, busy meanwhile, and says when it is done", async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Example showErrors="submit" submit={submit} />);
    await user.type(screen.getByLabelText("city"), "Ahmedabad");
    await user.type(screen.getByLabelText("kg"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({ city: "Ahmedabad", kg: "12" });
    finish();
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field messages on their fields, and a failure message in a focused box, keeping the values", async () => {
    const failures: SubmitFailure<Name>[] = [
      { fields: { kg: "Too heavy for one pickup." } },
      { message: "Not saved." },
    ];
    const user = userEvent.setup();
    render(
      <Example
        showErrors="submit"
        submit={async () => {
          throw new Error("refused");
        }}
        failure={() => failures.shift() ?? null}
      />,
    );
    await user.type(screen.getByLabelText("city"), "Ahmedabad");
    await user.type(screen.getByLabelText("kg"), "9000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Too heavy for one pickup.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("kg")).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText("Not saved.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText("kg")).toHaveValue("9000");
  });
});
