import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerErrorHandling } from "../src/http/error-handler.ts";

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
