import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as a visitor, part 1 of 2 (with the check that the document is read whole);
// the other parts and callers walk in security-walk.*.test.ts, in parallel.
describeSecurityWalk("visitor", { index: 0, of: 2 });
