import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { cx } from "./cx";

/** The words of a list or panel that loads: "Loading…", "Could not load …", "Try again". */
export type QueryTexts = { loading: string; loadFailed: string; retry: string };

/** The line shown while a query loads (a `status`, so a screen reader hears it). */
export function LoadingLine({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cx(className, "text-ink/75")}>
      {children}
    </p>
  );
}

/** A failed load: what failed and why (the API client's message), with "Try again". */
export function LoadFailed({
  text,
  retry,
  error,
  onRetry,
  className,
}: {
  text: string;
  retry: string;
  error: Error;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert tone="error" className={className}>
      <p>
        {text} {error.message}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {retry}
      </Button>
    </Alert>
  );
}

/**
 * One query's three states in the one way the screens show them: the loading line, the
 * failure with "Try again" (refetches), or what `children` makes of the data. `className`
 * places the first two where the content would be (e.g. "mt-4").
 */
export function QueryState<T>({
  query,
  texts,
  className,
  children,
}: {
  query: UseQueryResult<T, Error>;
  texts: QueryTexts;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingLine className={className}>{texts.loading}</LoadingLine>;
  if (query.isError) {
    return (
      <LoadFailed
        text={texts.loadFailed}
        retry={texts.retry}
        error={query.error}
        onRetry={() => void query.refetch()}
        className={className}
      />
    );
  }
  return children(query.data);
}
