import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as a visitor: part 2 of 2, in parallel with the others.
describeSecurityWalk("visitor", { index: 1, of: 2 });
