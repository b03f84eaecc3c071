import { describeSecurityWalk } from "#api-test/security-walk.ts";

// The security walk as a visitor; the other callers walk in security-walk.*.test.ts, in parallel.
describeSecurityWalk("visitor");
