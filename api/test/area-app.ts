import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { SessionUser } from "../src/areas/accounts/sessions.ts";
import { registerErrorHandling } from "../src/http/error-handler.ts";
import { type Area, registerScopes } from "../src/http/scopes.ts";

/**
 * A bare Fastify app with the product's zod validation, serialization and problem details (as
 * app.ts sets them up), to test one area's routes on their own.
 */
export function createAreaTestApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return app;
}

/**
 * Registers areas under `/api` in their scopes (public, customer, staff: the product's checks),
 * with `request.user` from `userOf` standing in for the accounts area's session lookup.
 */
export async function registerTestApi(
  app: FastifyInstance,
  areas: readonly Area[],
  userOf: (request: FastifyRequest) => SessionUser | null = () => null,
): Promise<void> {
  await app.register(
    async (api) => {
      api.decorateRequest("user", null);
      await registerScopes(api, areas, async (request) => {
        request.user = userOf(request);
      });
    },
    { prefix: "/api" },
  );
}

/** A session of the given role (a customer's bound to `customerId`). */
export function testUser(
  role: SessionUser["role"],
  customerId: string | null = null,
  businessRole: SessionUser["businessRole"] = role === "customer" ? "owner" : null,
): SessionUser {
  return {
    userId: `test-${role}`,
    email: `${role}@filtercycle.test`,
    name: `Test ${role}`,
    role,
    customerId,
    businessRole,
    credential: { kind: "session", sessionId: `test-${role}-session` },
  };
}
