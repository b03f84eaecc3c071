import { paths } from "../config/paths";
import { LegalPage } from "../features/public-pages/components/legal-page";
import { PRIVACY_HEAD } from "../features/public-pages/content/documents";
import { readLegalDocument } from "../features/public-pages/content/markdown.server";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

/** Runs at build time only (prerendering): the Markdown becomes HTML in the page. */
export async function loader() {
  return { document: readLegalDocument("privacy-policy") };
}

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: PRIVACY_HEAD.title,
    description: PRIVACY_HEAD.description,
    path: paths.privacyPolicy,
  });

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  // `?.`: component tests render route modules without their loader.
  return <LegalPage head={PRIVACY_HEAD} document={loaderData?.document} />;
}
