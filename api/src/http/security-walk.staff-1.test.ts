import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as staff: part 1 of 3, in parallel with the others.
describeSecurityWalk("staff", { index: 0, of: 3 });
