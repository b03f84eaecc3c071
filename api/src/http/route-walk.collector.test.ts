import { describeRouteWalk } from "#api-test/route-walk.ts";

// The route walk as a collector, in parallel with the other callers' (api/test/route-walk.ts).
describeRouteWalk("collector");
