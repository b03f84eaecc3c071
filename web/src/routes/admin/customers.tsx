import { PageHeader } from "../../components/ui/page-header";
import { CustomersList } from "../../features/customers/components/customers-list";
import { LIST_TEXT, useListText } from "../../features/customers/constants";
import { consoleWordsNow } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () =>
  pageMeta(consoleWordsNow(LIST_TEXT, "consoleCustomers", "list").title);

export default function CustomersRoute() {
  const text = useListText();
  return (
    <div className="space-y-8">
      <PageHeader heading={text.heading} intro={text.intro} />
      <CustomersList />
    </div>
  );
}
