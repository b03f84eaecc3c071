import { SimplePage } from "../../../components/simple-page";
import { AUTH_TEXT } from "../constants";

export function ForgotPage() {
  return <SimplePage heading={AUTH_TEXT.forgot.heading} intro={AUTH_TEXT.forgot.intro} />;
}
