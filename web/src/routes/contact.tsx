import { paths } from "../config/paths";
import { ContactPage } from "../features/public-pages/components/contact-page";
import { CONTACT_HEAD } from "../features/public-pages/content/contact";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: CONTACT_HEAD.title,
    description: CONTACT_HEAD.description,
    path: paths.contact,
  });

export default function ContactRoute() {
  return <ContactPage />;
}
