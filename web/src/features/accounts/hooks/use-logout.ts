import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "#web/config/paths";
import { clearSession } from "#web/lib/session-storage";
import { logout } from "../api/logout";

/**
 * Logging out, in one step: ask the API to end the session; once it has (PRODUCT.md: a failure
 * keeps the stored session, and the function resolves false so the caller can say so), go to `/`
 * and then clear the four stored keys. The order matters: clearing them on a signed-in screen
 * would make its layout send the user to /login first; after the navigation has finished that
 * screen is gone. The cached customer data goes with the keys (lib/query-client.ts).
 */
export function useLogout(): () => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await logout())) return false;
    await navigate(paths.home);
    clearSession();
    return true;
  }, [navigate]);
}
