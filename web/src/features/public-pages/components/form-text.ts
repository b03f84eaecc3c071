import { createContext, useContext } from "react";
import { FORM_TEXT, type FormTexts } from "../content/forms";

/**
 * The public forms' shared words in the page's language: a page in Gujarati or Hindi provides
 * its own (from its loader); without a provider they are English.
 */
export const FormTextContext = createContext<FormTexts>(FORM_TEXT);

export function useFormText(): FormTexts {
  return useContext(FormTextContext);
}
