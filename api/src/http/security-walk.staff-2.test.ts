import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as staff: part 2 of 3, in parallel with the others.
describeSecurityWalk("staff", { index: 1, of: 3 });
