import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState } from "react";
import { describe, expect, it } from "vitest";
import { type SubmitFailure, useForm } from "#web/lib/forms/use-form";
import { Button } from "./button";
import { Field } from "./field";
import { FormDialog } from "./form-dialog";
import { TextInput } from "./inputs";

type Name = "city" | "kg";

function Example({
  send,
  failure = () => ({ message: "Not saved." }),
}: {
  send: () => Promise<void>;
  failure?: (error: unknown) => SubmitFailure<Name>;
}) {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const close = () => {
    setOpen(false);
    setCloses((n) => n + 1);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record</Button>
      <output>{`closed ${closes} times`}</output>
      {open ? <RecordDialog send={send} failure={failure} onClose={close} /> : null}
    </>
  );
}

function RecordDialog({
  send,
  failure,
  onClose,
}: {
  send: () => Promise<void>;
  failure: (error: unknown) => SubmitFailure<Name>;
  onClose: () => void;
}) {
  const form = useForm<Name>({
    fields: ["city", "kg"],
    validate: (v) => ({
      city: v.city.trim() ? undefined : "Enter the city.",
      kg: /^\d+$/.test(v.kg) ? undefined : "Enter whole kilograms.",
    }),
    showErrors: "submit",
    summary: "Please correct the highlighted fields.",
    submit: async () => {
      await send();
      onClose();
    },
    failure,
  });
  return (
    <FormDialog
      heading="Record a pickup"
      about="Terrace, Ahmedabad"
      form={form}
      submitLabel="Save"
      busyLabel="Saving…"
      onClose={onClose}
    >
      <Field label="City" error={form.errorOf("city")}>
        {(control) => <TextInput {...control} name="city" />}
      </Field>
      <Field label="Weight (kg)" error={form.errorOf("kg")}>
        {(control) => <TextInput {...control} name="kg" />}
      </Field>
    </FormDialog>
  );
}

describe("FormDialog", () => {
  it("opens with focus on the first field and returns it to the opener on Cancel", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Example send={async () => {}} />
      </StrictMode>,
    );
    await user.click(screen.getByRole("button", { name: "Record" }));
    const dialog = screen.getByRole("dialog", { name: "Record a pickup" });
    expect(dialog).toHaveTextContent("Terrace, Ahmedabad");
    await waitFor(() => expect(screen.getByLabelText("City")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Record" })).toHaveFocus();
    expect(screen.getByText("closed 1 times")).toBeInTheDocument();
  });

  it("on a refused check shows the summary once and focuses the first field with a message", async () => {
    const user = userEvent.setup();
    render(<Example send={async () => {}} />);
    await user.click(screen.getByRole("button", { name: "Record" }));
    await user.type(screen.getByLabelText("City"), "Ahmedabad");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText("Weight (kg)")).toHaveAccessibleDescription(
      "Enter whole kilograms.",
    );
    await waitFor(() => expect(screen.getByLabelText("Weight (kg)")).toHaveFocus());
  });

  it("is busy while sending (Escape ignored), then shows a refusal in its one error area, focused", async () => {
    let refuse: (error: Error) => void = () => {};
    const user = userEvent.setup();
    render(
      <Example
        send={() => new Promise<void>((_, reject) => (refuse = reject))}
        failure={() => ({ message: "The kiosk already has an open request." })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Record" }));
    await user.type(screen.getByLabelText("City"), "Ahmedabad");
    await user.type(screen.getByLabelText("Weight (kg)"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const busy = screen.getByRole("button", { name: "Saving…" });
    expect(busy).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Record a pickup" })).toBeInTheDocument();

    await act(async () => refuse(new Error("409")));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The kiosk already has an open request.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue("12");

    // Not busy any more: Escape closes, and focus goes back to the opener.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Record" })).toHaveFocus();
    expect(screen.getByText("closed 1 times")).toBeInTheDocument();
  });
});
