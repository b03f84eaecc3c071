import type {
  CollectionCreate,
  CollectionUpdate,
} from "@filtercycle/contract/collections/admin-collections";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/collections */
export const createCollection = (body: CollectionCreate) =>
  callApi("adminCollectionCreate", { body });

/** PATCH /api/admin/collections/:id */
export const updateCollection = (id: number, body: CollectionUpdate) =>
  callApi("adminCollectionUpdate", { params: { id }, body });

/** DELETE /api/admin/collections/:id */
export const deleteCollection = (id: number) =>
  callApi("adminCollectionDelete", { params: { id } });
