import { ContactPage } from "../features/public-pages/components/contact-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta(PAGE_CONTENT.contact.title, PAGE_CONTENT.contact.description);

export default function ContactRoute() {
  return <ContactPage />;
}
