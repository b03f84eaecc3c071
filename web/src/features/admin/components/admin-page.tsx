import { SimplePage } from "#web/components/simple-page";
import { ADMIN_TEXT } from "../constants";
import { Inbox } from "./inbox";

export function AdminPage() {
  return (
    <SimplePage heading={ADMIN_TEXT.heading} intro={ADMIN_TEXT.intro}>
      <Inbox />
    </SimplePage>
  );
}
