import { PageHeader } from "#web/components/ui/page-header";
import { useInboxPageText } from "../constants";
import { Inbox } from "./inbox";

/** /admin/inbox: the enquiries from the public forms. */
export function InboxPage() {
  const INBOX_PAGE_TEXT = useInboxPageText();
  return (
    <div className="space-y-8">
      <PageHeader heading={INBOX_PAGE_TEXT.heading} intro={INBOX_PAGE_TEXT.intro} />
      <Inbox />
    </div>
  );
}
