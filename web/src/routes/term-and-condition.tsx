import { paths } from "../config/paths";
import { LegalPage } from "../features/public-pages/components/legal-page";
import { TERMS_HEAD } from "../features/public-pages/content/documents";
import { readLegalDocument } from "../features/public-pages/content/markdown.server";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/term-and-condition";

/** Runs at build time only (prerendering): the Markdown becomes HTML in the page. */
export async function loader() {
  return { document: readLegalDocument("terms-and-conditions") };
}

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: TERMS_HEAD.title,
    description: TERMS_HEAD.description,
    path: paths.termAndCondition,
  });

export default function TermAndConditionRoute({ loaderData }: Route.ComponentProps) {
  // `?.`: component tests render route modules without their loader.
  return <LegalPage head={TERMS_HEAD} document={loaderData?.document} />;
}
