/**
 * HTML made at build time from the site's own Markdown (web/content/**), styled for reading.
 * Trusted: it comes from files in this repository, never from visitors.
 */
export function Prose({ html }: { html: string }) {
  return (
    <div
      className="max-w-3xl text-base leading-7 text-ink/85 [&_a]:font-semibold [&_a]:text-leaf [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-forest [&_h2]:mt-12 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-forest [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-forest [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_td]:border-b [&_td]:border-forest/10 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:border-b-2 [&_th]:border-forest/20 [&_th]:px-3 [&_th]:py-2 [&_th]:text-forest [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:marker:text-leaf"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own Markdown, rendered at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
