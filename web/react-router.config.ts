import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALIZED_PATHS,
  pathIn,
} from "@filtercycle/contract/languages";
import { PUBLIC_PATHS } from "@filtercycle/contract/routes";
import type { Config } from "@react-router/dev/config";
import { blogSlugOf } from "./src/features/public-pages/utils/front-matter";

/** One prerendered page per Markdown file in web/content/blog (the file name is the slug). */
const blogDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "content", "blog");
export const BLOG_POST_PATHS = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => `/blog/${blogSlugOf(file)}`)
  .sort();

/** Every post in Gujarati and Hindi too (each has its translations, web/content/blog/gu, …/hi). */
const LOCALIZED_POST_PATHS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap(
  (language) => BLOG_POST_PATHS.map((post) => pathIn(post, language)),
);

/**
 * Framework mode without a runtime server: the public pages are prerendered to
 * `build/client/<path>/index.html`; every other path (/dashboard, /admin, /login, /forgot,
 * /reset-password and the not-found page) is served `build/client/__spa-fallback.html`.
 * Routes with a `loader` (blog, legal pages) run it here, at build time only.
 */
export default {
  appDirectory: "src",
  ssr: false,
  // The public paths the API server also knows (packages/contract/src/routes.ts), the posts, and
  // the pages in Gujarati and Hindi (packages/contract/src/languages.ts, issue 29).
  prerender: [...PUBLIC_PATHS, ...BLOG_POST_PATHS, ...LOCALIZED_PATHS, ...LOCALIZED_POST_PATHS],
  // React Router 8's behaviour now (each flag silences its build warning); the app needs no
  // change for any of them: no middleware, no server loaders at run time, no trailing-slash
  // data URLs (decision 0047).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
