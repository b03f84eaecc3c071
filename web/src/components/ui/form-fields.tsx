import { DateInput, type DateInputProps } from "./date-input";
import { Field, type FieldProps } from "./field";
import { type InputProps, TextInput } from "./inputs";

// The console's labelled fields in one line each. Its own module: it brings DateInput, which
// the public pages' forms leave out (the 130 KB JavaScript budget, see date-input.tsx).

/** What a field takes for its frame (label, hint, message, optional, look; `className` its place). */
type FrameProps = Omit<FieldProps, "children">;

function frameOf<P extends FrameProps>({
  label,
  hint,
  error,
  optionalText,
  id,
  look,
  className,
  ...control
}: P) {
  return { frame: { label, hint, error, optionalText, id, look, className }, control };
}

/**
 * `<Field>` with a one-line `<TextInput>` in it: the props of both, `className` for the field's
 * place (e.g. "sm:col-span-2") and `inputClassName` for the input's own look.
 */
export function TextField(
  props: FrameProps &
    Omit<InputProps, "id" | "className"> & {
      type?: "text" | "email" | "password" | "tel" | "url" | "search";
      inputClassName?: string;
    },
) {
  const { frame, control } = frameOf(props);
  const { inputClassName, ...input } = control;
  return (
    <Field {...frame}>
      {(field) => <TextInput {...field} {...input} className={inputClassName} />}
    </Field>
  );
}

/** `<Field>` with a `<DateInput>` in it (day first, "21/11/2026"). */
export function DateField(props: FrameProps & Omit<DateInputProps, "id" | "className">) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(field) => <DateInput {...field} {...control} />}</Field>;
}
