import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as another business's customer: part 2 of 2, in parallel with the others.
describeSecurityWalk("other-customer", { index: 1, of: 2 });
