import { SimplePage } from "../../../components/simple-page";
import { AUTH_TEXT } from "../constants";

export function LoginPage() {
  return <SimplePage heading={AUTH_TEXT.login.heading} intro={AUTH_TEXT.login.intro} />;
}
