import { describeRouteWalk } from "#api-test/route-walk.ts";

// The route walk as a visitor, with the check that the route table is the contract's; the
// customer's, the collector's and staff's walks are in their own files, run in parallel.
describeRouteWalk("visitor");
