export { localSolver, seededRandom, solveLocally } from "./local-solver.ts";
export { timeRoute } from "./model.ts";
export { haversineMetres } from "./travel.ts";
export { explainUnassigned } from "./unfit-reasons.ts";
export * from "./vroom.ts";
export { RoutingServerError, vroomServerSolver, withMatrices } from "./vroom-server.ts";
