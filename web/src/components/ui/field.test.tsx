import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Select, TextInput } from "./inputs";

describe("Field", () => {
  it("labels its control and describes it by the hint, then the error (compact)", () => {
    render(
      <Field
        label="New password"
        hint="At least 10 characters."
        error="Use at least 10 characters."
      >
        {(control) => <TextInput type="password" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("New password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "At least 10 characters. Use at least 10 characters.",
    );
  });

  it("reads the error before the hint when the hint is below the control (roomy)", () => {
    render(
      <Field look="roomy" label="Smokers per day" hint="An estimate." error="Enter a number.">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText("Smokers per day")).toHaveAccessibleDescription(
      "Enter a number. An estimate.",
    );
  });

  it("is neither invalid nor described without a hint or error, and marks optional fields", () => {
    render(
      <Field label="Business type" optionalText="optional">
        {(control) => (
          <Select {...control} placeholder="Choose…" options={[{ value: "cafe", label: "Café" }]} />
        )}
      </Field>,
    );
    const select = screen.getByLabelText(/Business type/);
    expect(select).not.toHaveAttribute("aria-invalid");
    expect(select).not.toHaveAttribute("aria-describedby");
    expect(screen.getByText("(optional)")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Choose…" })).toHaveValue("");
  });
});
