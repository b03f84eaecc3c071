import { SimplePage } from "../../../components/simple-page";
import { DASHBOARD_TEXT } from "../constants";

export function DashboardPage() {
  return <SimplePage heading={DASHBOARD_TEXT.heading} />;
}
