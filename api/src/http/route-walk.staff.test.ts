import { describeRouteWalk } from "#api-test/route-walk.ts";

// The route walk as a staff, in parallel with the other callers' (api/test/route-walk.ts).
describeRouteWalk("staff");
