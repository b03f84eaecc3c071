import { SimplePage } from "../../../components/simple-page";
import { AUTH_TEXT } from "../constants";

export function ResetPasswordPage() {
  return (
    <SimplePage heading={AUTH_TEXT.resetPassword.heading} intro={AUTH_TEXT.resetPassword.intro} />
  );
}
