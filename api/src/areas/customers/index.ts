// The customers area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
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
export { customerReads } from "./customer-reads.ts";
export { customersRoutes } from "./customers.routes.ts";
export {
  type CustomerFigures,
  findCustomerByCode,
  findCustomerById,
  isCustomerActive,
  isUniqueViolation,
  loginBusinessJoinSql,
  namesOfOtherCustomers,
} from "./customers.service.ts";
