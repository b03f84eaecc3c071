import type { AnswerOf } from "@filtercycle/contract/api/endpoints";
import { NOTIFICATION_LABELS } from "@filtercycle/contract/pickups/pickup-rules";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SimplePage } from "#web/components/simple-page";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { isApiError } from "#web/lib/api-client";
import { unsubscribe } from "../api/unsubscribe";
import { UNSUBSCRIBE_TEXT as TEXT } from "../constants";

type Result = AnswerOf<"unsubscribe">;
type State =
  | { step: "working" }
  | { step: "done"; result: Result }
  | { step: "invalid" }
  | { step: "failed"; message: string };

/**
 * One POST per token while the page is open: StrictMode runs effects twice, and both runs
 * must share the same call. A failed call is forgotten so that "Try again" sends it anew.
 */
const calls = new Map<string, Promise<Result>>();
function unsubscribeOnce(token: string): Promise<Result> {
  let call = calls.get(token);
  if (!call) {
    call = unsubscribe(token);
    calls.set(token, call);
    call.catch(() => calls.delete(token));
  }
  return call;
}

/**
 * /unsubscribe?token=…: the link in a notification mail. Stops that kind of mail on load (no
 * login needed), says which and for which address, and points to the account page to choose
 * again. A bad or expired token (400) says so plainly.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(token ? { step: "working" } : { step: "invalid" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` ("Try again") runs the call again.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState({ step: "working" });
    unsubscribeOnce(token).then(
      (result) => {
        if (current) setState({ step: "done", result });
      },
      (error: unknown) => {
        if (!current) return;
        setState(
          isApiError(error) && error.status === 400
            ? { step: "invalid" }
            : { step: "failed", message: isApiError(error) ? error.detail : "" },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <SimplePage heading={TEXT.heading}>
      <div className="mt-6 max-w-2xl">
        {state.step === "working" ? (
          <p role="status" className="text-ink/75">
            {TEXT.working}
          </p>
        ) : state.step === "done" ? (
          <Alert tone="success">
            <p>{TEXT.done(NOTIFICATION_LABELS[state.result.kind], state.result.email)}</p>
            <p className="mt-2">
              {TEXT.chooseAgain} <AccountLink />
            </p>
          </Alert>
        ) : state.step === "invalid" ? (
          <Alert tone="error">
            <p>{TEXT.invalid}</p>
            <p className="mt-2">
              <AccountLink />
            </p>
          </Alert>
        ) : (
          <Alert tone="error">
            <p>
              {TEXT.failed} {state.message}
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {TEXT.retry}
            </Button>
          </Alert>
        )}
      </div>
    </SimplePage>
  );
}

function AccountLink() {
  return (
    <Link
      to={paths.account}
      className="rounded-sm font-semibold text-forest underline underline-offset-2 focus-ring"
    >
      {TEXT.toAccount}
    </Link>
  );
}
