import { Link } from "react-router";
import { paths } from "../config/paths";
import { Logo } from "./logo";

export const ERROR_TEXT = {
  title: "Something went wrong",
  heading: "Something went wrong",
  intro: "An unexpected error stopped this page. Please reload the page or go to the home page.",
  home: "Go to the home page",
} as const;

/** The root error boundary's screen: deliberately free of the header, which may be what failed. */
export function ErrorPage({ details }: { details?: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="border-b border-forest/10 bg-cream">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <Link to={paths.home} className="inline-block">
            <Logo />
          </Link>
        </div>
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-forest sm:text-4xl">
          {ERROR_TEXT.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink/80">{ERROR_TEXT.intro}</p>
        <Link
          to={paths.home}
          className="mt-8 inline-block rounded-full bg-forest px-6 py-3 font-semibold text-white hover:bg-leaf"
        >
          {ERROR_TEXT.home}
        </Link>
        {details ? (
          <pre className="mt-10 overflow-x-auto rounded-lg bg-white p-4 text-xs text-red-800">
            {details}
          </pre>
        ) : null}
      </main>
    </div>
  );
}
