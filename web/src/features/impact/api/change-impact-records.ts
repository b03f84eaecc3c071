import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

export function addAwarenessSession(code: string, body: BodyOf<"adminAwarenessSessionCreate">) {
  return callApi("adminAwarenessSessionCreate", { params: { code }, body });
}

export function deleteAwarenessSession(id: string) {
  return callApi("adminAwarenessSessionDelete", { params: { id } });
}

export function setSmokersServed(code: string, count: number) {
  return callApi("adminSmokersServed", { params: { code }, body: { count } });
}

export function updateAwarenessSession(id: string, body: BodyOf<"adminAwarenessSessionUpdate">) {
  return callApi("adminAwarenessSessionUpdate", { params: { id }, body });
}
