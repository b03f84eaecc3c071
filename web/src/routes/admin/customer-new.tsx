import { NewCustomerPage } from "../../features/customers/components/new-customer-page";
import { FORM_TEXT } from "../../features/customers/constants";
import { consoleWordsNow } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/customer-new";

export const meta: Route.MetaFunction = () =>
  pageMeta(consoleWordsNow(FORM_TEXT, "consoleCustomers", "form").newTitle);

export default function CustomerNewRoute() {
  return <NewCustomerPage />;
}
