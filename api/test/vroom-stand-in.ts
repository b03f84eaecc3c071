import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { solveExactly } from "#api/areas/plans/solver/brute-force.ts";
import type { VroomProblem } from "#api/areas/plans/solver/index.ts";

/**
 * A stand-in for a VROOM server (VROOM is a C++ program with no npm package and cannot be built
 * or fetched here): it speaks VROOM's HTTP API — a problem POSTed as JSON, `{"code": 0, …}` with
 * `routes[].steps[]` and `unassigned[]` back, `{"code": 2, "error": …}` for a bad problem — and
 * answers with the exact optimum (brute force), so small problems have one right answer to
 * compare with. It refuses a problem without custom matrices, as our client always sends them.
 */
export async function startVroomStandIn(): Promise<{
  url: string;
  received: VroomProblem[];
  close: () => Promise<void>;
}> {
  const received: VroomProblem[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST") return reply(405, { code: 2, error: "Invalid method." });
      let problem: VroomProblem;
      try {
        problem = JSON.parse(Buffer.concat(chunks).toString("utf8")) as VroomProblem;
      } catch {
        return reply(400, { code: 2, error: "Invalid JSON object." });
      }
      received.push(problem);
      const size = problem.matrices?.car?.durations?.length ?? 0;
      const indexed =
        problem.jobs.every(
          (j) => Number.isInteger(j.location_index) && (j.location_index as number) < size,
        ) && problem.vehicles.every((v) => (v.start ? Number.isInteger(v.start_index) : true));
      if (!size || !indexed)
        return reply(400, { code: 2, error: "Missing matrices or location_index." });
      return reply(200, solveExactly(problem));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
