// The customers area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export {
  businessIdOf,
  businessOfRequest,
  registerBusinessOfRequest,
} from "./business-of-request.ts";
export {
  type CustomerRef,
  customerPlacesByIds,
  customersByCodes,
  customersByIds,
} from "./customer-lookup.ts";
export {
  findCustomerByCode,
  findCustomerById,
  isCustomerActive,
  isUniqueViolation,
  loginBusinessJoinSql,
  namesOfOtherCustomers,
} from "./customers.service.ts";
export { customers } from "./customers.tables.ts";
