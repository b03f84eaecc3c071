import { SimplePage } from "../../../components/simple-page";
import { ADMIN_TEXT } from "../constants";

export function AdminPage() {
  return <SimplePage heading={ADMIN_TEXT.heading} />;
}
