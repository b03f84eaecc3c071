import { Model } from "./model.ts";
import { explainUnassigned } from "./unfit-reasons.ts";
import {
  DEFAULT_TRAVEL,
  type RouteSolver,
  type TravelModel,
  type VroomProblem,
  type VroomSolution,
} from "./vroom.ts";

/** A small seeded generator (mulberry32), so the same problem always gets the same routes. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EPS = 1e-6;

/**
 * One route's timetable: `early[k]` the earliest service start of position k (0 = leaving the
 * start, 1…L the jobs), `late[k]` the latest start that keeps the rest of the route on time
 * (L+1 = back at the end by the shift's end). Inserting a job between k and k+1 is then an O(1)
 * check: it starts in its window after `early[k]`, and the next position is reached by `late[k+1]`.
 */
type Timetable = { early: Float64Array; late: Float64Array };

class Search {
  readonly routes: number[][];
  readonly tables: Timetable[];
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly neighbours: Int32Array[];
  readonly m: Model;
  readonly pickups: Float64Array[];
  readonly deliveries: Float64Array[];

  constructor(m: Model, neighbours: Int32Array[]) {
    this.m = m;
    this.pickups = Array.from({ length: m.vehicles }, () => new Float64Array(m.dims));
    this.deliveries = Array.from({ length: m.vehicles }, () => new Float64Array(m.dims));
    this.routes = Array.from({ length: m.vehicles }, () => []);
    this.tables = this.routes.map(() => ({
      early: new Float64Array(2),
      late: new Float64Array(2),
    }));
    this.routeOf = new Int32Array(m.jobs).fill(-1);
    this.posOf = new Int32Array(m.jobs).fill(-1);
    this.neighbours = neighbours;
    for (let v = 0; v < m.vehicles; v++) this.refresh(v);
  }

  prevLoc(v: number, k: number): number {
    const r = this.routes[v] as number[];
    return k === 0 ? (this.m.startLoc[v] as number) : (this.m.loc[r[k - 1] as number] as number);
  }
  /** The location after gap k (between position k and k+1). */
  nextLoc(v: number, k: number): number {
    const r = this.routes[v] as number[];
    return k === r.length ? (this.m.endLoc[v] as number) : (this.m.loc[r[k] as number] as number);
  }

  refresh(v: number) {
    const m = this.m;
    const r = this.routes[v] as number[];
    const n = r.length;
    const early = new Float64Array(n + 2);
    const late = new Float64Array(n + 2);
    early[0] = m.shiftStart[v] as number;
    let prev = m.startLoc[v] as number;
    let prevService = 0;
    for (let k = 1; k <= n; k++) {
      const j = r[k - 1] as number;
      const at = m.loc[j] as number;
      early[k] = m.startAt(j, (early[k - 1] as number) + prevService + m.time(prev, at));
      prev = at;
      prevService = m.service[j] as number;
    }
    early[n + 1] = (early[n] as number) + prevService + m.time(prev, m.endLoc[v] as number);
    late[n + 1] = m.shiftEnd[v] as number;
    let next = m.endLoc[v] as number;
    for (let k = n; k >= 1; k--) {
      const j = r[k - 1] as number;
      const at = m.loc[j] as number;
      late[k] = m.latestStart(
        j,
        (late[k + 1] as number) - m.time(at, next) - (m.service[j] as number),
      );
      next = at;
    }
    late[0] = (late[1] as number) - m.time(m.startLoc[v] as number, next);
    if (n === 0) late[0] = m.shiftEnd[v] as number;
    this.tables[v] = { early, late };
    const p = this.pickups[v] as Float64Array;
    const q = this.deliveries[v] as Float64Array;
    p.fill(0);
    q.fill(0);
    r.forEach((j, k) => {
      this.routeOf[j] = v;
      this.posOf[j] = k;
      for (let d = 0; d < m.dims; d++) {
        p[d] = (p[d] as number) + (m.pickup[j]?.[d] ?? 0);
        q[d] = (q[d] as number) + (m.delivery[j]?.[d] ?? 0);
      }
    });
  }

  /** Extra metres to put `seg` (in order) into gap k of route v, or NaN when it does not fit in time. */
  insertCost(v: number, k: number, seg: readonly number[]): number {
    const m = this.m;
    const { early, late } = this.tables[v] as Timetable;
    const r = this.routes[v] as number[];
    const prev = this.prevLoc(v, k);
    const next = this.nextLoc(v, k);
    let t = early[k] as number;
    if (Number.isNaN(t)) return Number.NaN;
    let service = k === 0 ? 0 : (m.service[r[k - 1] as number] as number);
    let at = prev;
    let added = 0;
    for (const j of seg) {
      const to = m.loc[j] as number;
      t = m.startAt(j, t + service + m.time(at, to));
      if (Number.isNaN(t)) return Number.NaN;
      added += m.dist(at, to);
      at = to;
      service = m.service[j] as number;
    }
    if (t + service + m.time(at, next) > (late[k + 1] as number) + EPS) return Number.NaN;
    return added + m.dist(at, next) - m.dist(prev, next);
  }

  /** `insertCost` for one job, without an array. */
  insertOne(v: number, k: number, j: number): number {
    const m = this.m;
    const table = this.tables[v] as Timetable;
    const r = this.routes[v] as number[];
    const t0 = table.early[k] as number;
    if (Number.isNaN(t0)) return Number.NaN;
    const late = table.late;
    const prev = k === 0 ? (m.startLoc[v] as number) : (m.loc[r[k - 1] as number] as number);
    const next = k === r.length ? (m.endLoc[v] as number) : (m.loc[r[k] as number] as number);
    const to = m.loc[j] as number;
    const service = k === 0 ? 0 : (m.service[r[k - 1] as number] as number);
    const t = m.startAt(j, t0 + service + m.time(prev, to));
    if (Number.isNaN(t)) return Number.NaN;
    if (t + (m.service[j] as number) + m.time(to, next) > (late[k + 1] as number) + EPS)
      return Number.NaN;
    return m.dist(prev, to) + m.dist(to, next) - m.dist(prev, next);
  }

  /** True when the route's loads plus `extra` fit its vehicle (totals kept by `refresh`). */
  fitsLoad(v: number, extra: readonly number[]): boolean {
    const m = this.m;
    const cap = m.capacity[v] as number[];
    const p = this.pickups[v] as Float64Array;
    const q = this.deliveries[v] as Float64Array;
    for (let d = 0; d < m.dims; d++) {
      let pd = p[d] as number;
      let qd = q[d] as number;
      for (const j of extra) {
        pd += m.pickup[j]?.[d] ?? 0;
        qd += m.delivery[j]?.[d] ?? 0;
      }
      if (pd > (cap[d] as number) + 1e-9 || qd > (cap[d] as number) + 1e-9) return false;
    }
    return true;
  }

  distance(): number {
    let total = 0;
    for (let v = 0; v < this.m.vehicles; v++)
      total += this.m.routeDistance(v, this.routes[v] as number[]);
    return total;
  }
}

/** Each job's nearest other jobs (by distance), for the moves worth trying on big problems. */
function nearest(m: Model, k: number): Int32Array[] {
  const out: Int32Array[] = [];
  const ids = Int32Array.from({ length: m.jobs }, (_, i) => i);
  const d = new Float64Array(m.jobs);
  for (let a = 0; a < m.jobs; a++) {
    const la = m.loc[a] as number;
    for (let b = 0; b < m.jobs; b++)
      d[b] = b === a ? Number.POSITIVE_INFINITY : m.dist(la, m.loc[b] as number);
    const order = ids.slice().sort((x, y) => (d[x] as number) - (d[y] as number));
    out.push(order.slice(0, Math.min(k, m.jobs - 1)));
  }
  return out;
}

/**
 * Cheapest insertion: the job (highest priority first) whose cheapest feasible place on any route
 * adds the fewest metres goes in, until none fits. `noise` > 0 jitters the costs for a restart.
 */
function construct(s: Search, noise: number, random: () => number, pool: number[]): number[] {
  const m = s.m;
  const V = m.vehicles;
  const left = [...pool];
  const jitter = new Float64Array(m.jobs).map(() => 1 + noise * (random() - 0.5));
  const cost = new Float64Array(m.jobs * V);
  const gap = new Int32Array(m.jobs * V);
  const bestCost = new Float64Array(m.jobs);
  const bestVehicle = new Int32Array(m.jobs);
  const one = [0];
  const fits = (j: number, v: number) => {
    one[0] = j;
    return s.fitsLoad(v, one);
  };
  const scan = (j: number, v: number) => {
    let best = Number.POSITIVE_INFINITY;
    let bestGap = -1;
    if (fits(j, v)) {
      const len = (s.routes[v] as number[]).length;
      for (let k = 0; k <= len; k++) {
        const c = s.insertOne(v, k, j);
        if (c < best) {
          best = c;
          bestGap = k;
        }
      }
    }
    cost[j * V + v] = best * (jitter[j] as number);
    gap[j * V + v] = bestGap;
  };
  // A cost kept for a route the job is not best on may be stale after insertions there: it is
  // then a lower bound (places only close; the new places beside an inserted job are priced), and
  // is priced again only when it would decide.
  const stale = new Uint8Array(m.jobs * V);
  const overall = (j: number) => {
    for (;;) {
      let best = Number.POSITIVE_INFINITY;
      let bestV = -1;
      for (let v = 0; v < V; v++) {
        const c = cost[j * V + v] as number;
        if (c < best) {
          best = c;
          bestV = v;
        }
      }
      if (bestV >= 0 && stale[j * V + bestV]) {
        stale[j * V + bestV] = 0;
        scan(j, bestV);
        continue;
      }
      bestCost[j] = best;
      bestVehicle[j] = bestV;
      return;
    }
  };
  for (const j of left) {
    for (let v = 0; v < V; v++) scan(j, v);
    overall(j);
  }
  while (left.length > 0) {
    let pick = -1;
    let pickCost = Number.POSITIVE_INFINITY;
    let pickPriority = -1;
    for (let i = 0; i < left.length; i++) {
      const j = left[i] as number;
      const p = m.priority[j] as number;
      if (p < pickPriority) continue;
      const c = bestCost[j] as number;
      if (c === Number.POSITIVE_INFINITY) continue;
      if (p > pickPriority || c < pickCost) {
        pick = i;
        pickCost = c;
        pickPriority = p;
      }
    }
    if (pick < 0) break;
    const x = left[pick] as number;
    const v = bestVehicle[x] as number;
    const g = gap[x * V + v] as number;
    left.splice(pick, 1);
    (s.routes[v] as number[]).splice(g, 0, x);
    s.refresh(v);
    for (const j of left) {
      const at = j * V + v;
      const was = gap[at] as number;
      if (was === -1) continue;
      if (!fits(j, v)) {
        cost[at] = Number.POSITIVE_INFINITY;
        gap[at] = -1;
        stale[at] = 0;
        if (bestVehicle[j] === v) overall(j);
        continue;
      }
      const shifted = was > g ? was + 1 : was;
      const lost = was === g || was < 0;
      let best = Number.POSITIVE_INFINITY;
      let bestGap = -1;
      const before = s.insertOne(v, g, j);
      if (before < best) {
        best = before;
        bestGap = g;
      }
      const after = s.insertOne(v, g + 1, j);
      if (after < best) {
        best = after;
        bestGap = g + 1;
      }
      const weighted = best * (jitter[j] as number);
      if (bestVehicle[j] === v) {
        // The deciding route: priced exactly.
        const still = lost ? Number.NaN : s.insertOne(v, shifted, j);
        if (!Number.isNaN(still) && still * (jitter[j] as number) <= weighted) {
          cost[at] = still * (jitter[j] as number);
          gap[at] = shifted;
        } else if (Number.isNaN(still)) {
          scan(j, v);
        } else {
          cost[at] = weighted;
          gap[at] = bestGap;
        }
        stale[at] = 0;
        overall(j);
      } else if (weighted < (cost[at] as number)) {
        cost[at] = weighted;
        gap[at] = bestGap;
        stale[at] = 0;
        if (weighted < (bestCost[j] as number)) overall(j);
      } else {
        gap[at] = lost ? -2 : shifted;
        stale[at] = 1;
      }
    }
  }
  return left;
}

/** Moves a segment of 1–3 stops (either way round) to its best place on any route. */
function orOpt(s: Search): boolean {
  const m = s.m;
  let improved = false;
  for (let v = 0; v < m.vehicles; v++) {
    for (let len = 1; len <= 3; len++) {
      for (let i = 0; i + len <= (s.routes[v] as number[]).length; i++) {
        const r = s.routes[v] as number[];
        const seg = r.slice(i, i + len);
        const prev = s.prevLoc(v, i);
        const next = s.nextLoc(v, i + len);
        const first = m.loc[seg[0] as number] as number;
        const last = m.loc[seg[len - 1] as number] as number;
        const gain = m.dist(prev, first) + m.dist(last, next) - m.dist(prev, next);
        if (gain <= EPS) continue;
        const reversed = [...seg].reverse();
        let best = -EPS;
        let bestMove: { to: number; gap: number; seg: number[] } | null = null;
        const segInternal = internal(m, seg);
        const consider = (to: number, k: number) => {
          if (to === v) {
            if (k >= i && k <= i + len) return;
            const before =
              k === 0 ? (m.startLoc[v] as number) : (m.loc[r[k - 1] as number] as number);
            const after =
              k === r.length ? (m.endLoc[v] as number) : (m.loc[r[k] as number] as number);
            for (const candidate of len === 1 ? [seg] : [seg, reversed]) {
              const delta =
                m.dist(before, m.loc[candidate[0] as number] as number) +
                internal(m, candidate) +
                m.dist(m.loc[candidate[len - 1] as number] as number, after) -
                m.dist(before, after) -
                gain -
                segInternal;
              if (delta >= best) continue;
              const rest = r.filter((_, x) => x < i || x >= i + len);
              const at = k > i ? k - len : k;
              const route = [...rest.slice(0, at), ...candidate, ...rest.slice(at)];
              if (m.timeFeasible(v, route)) {
                best = delta;
                bestMove = { to, gap: k, seg: candidate };
              }
            }
            return;
          }
          if (!s.fitsLoad(to, seg)) return;
          for (const candidate of len === 1 ? [seg] : [seg, reversed]) {
            const c =
              len === 1 ? s.insertOne(to, k, seg[0] as number) : s.insertCost(to, k, candidate);
            if (Number.isNaN(c)) continue;
            const delta = c - gain - segInternal;
            if (delta < best) {
              best = delta;
              bestMove = { to, gap: k, seg: candidate };
            }
          }
        };
        for (const end of [seg[0] as number, seg[len - 1] as number]) {
          for (const nb of s.neighbours[end] as Int32Array) {
            const to = s.routeOf[nb] as number;
            if (to < 0 || seg.includes(nb)) continue;
            const q = s.posOf[nb] as number;
            consider(to, q);
            consider(to, q + 1);
          }
        }
        for (let to = 0; to < m.vehicles; to++)
          if ((s.routes[to] as number[]).length === 0) consider(to, 0);
        const move = bestMove as { to: number; gap: number; seg: number[] } | null;
        if (!move) continue;
        if (move.to === v) {
          const rest = r.filter((_, x) => x < i || x >= i + len);
          const at = move.gap > i ? move.gap - len : move.gap;
          s.routes[v] = [...rest.slice(0, at), ...move.seg, ...rest.slice(at)];
          s.refresh(v);
        } else {
          const rest = r.filter((_, x) => x < i || x >= i + len);
          if (!m.timeFeasible(v, rest)) continue;
          s.routes[v] = rest;
          (s.routes[move.to] as number[]).splice(move.gap, 0, ...move.seg);
          s.refresh(v);
          s.refresh(move.to);
        }
        improved = true;
      }
    }
  }
  return improved;
}

function internal(m: Model, seg: readonly number[]): number {
  let d = 0;
  for (let x = 1; x < seg.length; x++)
    d += m.dist(m.loc[seg[x - 1] as number] as number, m.loc[seg[x] as number] as number);
  return d;
}

/** Reverses a stretch of one route when that is shorter and on time. */
function twoOpt(s: Search): boolean {
  const m = s.m;
  let improved = false;
  for (let v = 0; v < m.vehicles; v++) {
    let r = s.routes[v] as number[];
    for (let i = 0; i < r.length - 1; i++) {
      for (let k = i + 1; k < r.length; k++) {
        const a = i === 0 ? (m.startLoc[v] as number) : (m.loc[r[i - 1] as number] as number);
        const b = m.loc[r[i] as number] as number;
        const c = m.loc[r[k] as number] as number;
        const d =
          k === r.length - 1 ? (m.endLoc[v] as number) : (m.loc[r[k + 1] as number] as number);
        const delta = m.dist(a, c) + m.dist(b, d) - m.dist(a, b) - m.dist(c, d);
        if (delta >= -EPS) continue;
        const route = [...r.slice(0, i), ...r.slice(i, k + 1).reverse(), ...r.slice(k + 1)];
        if (m.routeDistance(v, route) >= m.routeDistance(v, r) - EPS) continue;
        if (!m.timeFeasible(v, route)) continue;
        r = route;
        s.routes[v] = r;
        improved = true;
      }
    }
    if (improved) s.refresh(v);
  }
  return improved;
}

/** Swaps two routes' tails where a job's neighbour on another route would follow it (2-opt*). */
function swapTails(s: Search): boolean {
  const m = s.m;
  let improved = false;
  for (let x = 0; x < m.jobs; x++) {
    const a = s.routeOf[x] as number;
    if (a < 0) continue;
    for (const y of s.neighbours[x] as Int32Array) {
      const b = s.routeOf[y] as number;
      if (b < 0 || b === a) continue;
      const ra = s.routes[a] as number[];
      const rb = s.routes[b] as number[];
      const i = s.posOf[x] as number;
      const j = s.posOf[y] as number;
      const endA = m.endLoc[a] as number;
      const endB = m.endLoc[b] as number;
      const lx = m.loc[x] as number;
      const ly = m.loc[y] as number;
      const aNext = i + 1 < ra.length ? (m.loc[ra[i + 1] as number] as number) : null;
      const bPrev = j > 0 ? (m.loc[rb[j - 1] as number] as number) : (m.startLoc[b] as number);
      const aLast = m.loc[ra[ra.length - 1] as number] as number;
      const bLast = m.loc[rb[rb.length - 1] as number] as number;
      const before =
        m.dist(lx, aNext ?? endA) +
        m.dist(bPrev, ly) +
        (aNext === null ? 0 : m.dist(aLast, endA)) +
        m.dist(bLast, endB);
      const after =
        m.dist(lx, ly) +
        m.dist(bLast, endA) +
        (aNext === null ? m.dist(bPrev, endB) : m.dist(bPrev, aNext) + m.dist(aLast, endB));
      if (after - before >= -EPS) continue;
      const newA = [...ra.slice(0, i + 1), ...rb.slice(j)];
      const newB = [...rb.slice(0, j), ...ra.slice(i + 1)];
      if (!m.feasible(a, newA) || !m.feasible(b, newB)) continue;
      s.routes[a] = newA;
      s.routes[b] = newB;
      s.refresh(a);
      s.refresh(b);
      improved = true;
    }
  }
  return improved;
}

/** Where a job sits: the locations before and after it on its route. */
function around(s: Search, x: number): [number, number] {
  const v = s.routeOf[x] as number;
  const k = s.posOf[x] as number;
  return [s.prevLoc(v, k), s.nextLoc(v, k + 1)];
}

/**
 * Exchanges two stops of different routes, or a routed stop with one left off (of the same
 * priority), where that is shorter: the moves that still help when the vehicles are full.
 */
function exchange(s: Search, left: number[]): boolean {
  const m = s.m;
  let improved = false;
  const replaceIn = (v: number, k: number, job: number) => {
    const route = [...(s.routes[v] as number[])];
    route[k] = job;
    return route;
  };
  for (let x = 0; x < m.jobs; x++) {
    const a = s.routeOf[x] as number;
    if (a < 0) continue;
    for (const y of s.neighbours[x] as Int32Array) {
      const b = s.routeOf[y] as number;
      if (b < 0 || b === a) continue;
      const [xp, xn] = around(s, x);
      const [yp, yn] = around(s, y);
      const lx = m.loc[x] as number;
      const ly = m.loc[y] as number;
      const delta =
        m.dist(xp, ly) +
        m.dist(ly, xn) +
        m.dist(yp, lx) +
        m.dist(lx, yn) -
        (m.dist(xp, lx) + m.dist(lx, xn) + m.dist(yp, ly) + m.dist(ly, yn));
      if (delta >= -EPS) continue;
      const newA = replaceIn(a, s.posOf[x] as number, y);
      const newB = replaceIn(b, s.posOf[y] as number, x);
      if (!m.feasible(a, newA) || !m.feasible(b, newB)) continue;
      s.routes[a] = newA;
      s.routes[b] = newB;
      s.refresh(a);
      s.refresh(b);
      improved = true;
      // x is on another route now: its next neighbours are for the next pass.
      break;
    }
  }
  for (let i = 0; i < left.length; i++) {
    const u = left[i] as number;
    const lu = m.loc[u] as number;
    let best = -EPS;
    let bestX = -1;
    for (let x = 0; x < m.jobs; x++) {
      const a = s.routeOf[x] as number;
      if (a < 0 || m.priority[x] !== m.priority[u]) continue;
      const [xp, xn] = around(s, x);
      const lx = m.loc[x] as number;
      const delta = m.dist(xp, lu) + m.dist(lu, xn) - m.dist(xp, lx) - m.dist(lx, xn);
      if (delta >= best) continue;
      if (!m.feasible(a, replaceIn(a, s.posOf[x] as number, u))) continue;
      best = delta;
      bestX = x;
    }
    if (bestX < 0) continue;
    const a = s.routeOf[bestX] as number;
    s.routes[a] = replaceIn(a, s.posOf[bestX] as number, u);
    s.routeOf[bestX] = -1;
    s.posOf[bestX] = -1;
    s.refresh(a);
    left[i] = bestX;
    improved = true;
  }
  return improved;
}

function localSearch(s: Search, maxPasses: number, left: number[]) {
  for (let pass = 0; pass < maxPasses; pass++) {
    const a = twoOpt(s);
    const b = orOpt(s);
    const c = s.m.vehicles > 1 ? swapTails(s) : false;
    const d = exchange(s, left);
    if (!a && !b && !c && !d) return;
  }
}

type Outcome = { routes: number[][]; unassigned: number[]; priority: number; distance: number };

function better(a: Outcome, b: Outcome | null): boolean {
  if (!b) return true;
  if (a.priority !== b.priority) return a.priority > b.priority;
  if (a.unassigned.length !== b.unassigned.length) return a.unassigned.length < b.unassigned.length;
  return a.distance < b.distance - EPS;
}

export type SolveOptions = {
  travel?: TravelModel;
  /** Restarts with jittered insertion costs; by default more for small problems. */
  restarts?: number;
  seed?: number;
  /** False: insertion only, no local search (the benchmark's baseline). */
  improve?: boolean;
};

/** Our own solver: cheapest insertion, then 2-opt, or-opt (within and between routes) and 2-opt*. */
export function solveLocally(problem: VroomProblem, options: SolveOptions = {}): VroomSolution {
  const m = new Model(problem, options.travel ?? DEFAULT_TRAVEL);
  const n = m.jobs;
  const restarts = options.restarts ?? (n <= 12 ? 12 : n <= 60 ? 6 : n <= 300 ? 3 : 1);
  const random = seededRandom(options.seed ?? 44);
  const all = Array.from({ length: n }, (_, j) => j);
  // Jobs that fit no vehicle alone never enter the search.
  const possible = all.filter((j) => {
    for (let v = 0; v < m.vehicles; v++) if (m.feasible(v, [j])) return true;
    return false;
  });
  const impossible = all.filter((j) => !possible.includes(j));
  let best: Outcome | null = null;
  const neighbours = nearest(m, n <= 60 ? n : 25);
  for (let run = 0; run < Math.max(1, restarts); run++) {
    const s = new Search(m, neighbours);
    const passes = options.improve === false ? 0 : 30;
    let left = construct(s, run === 0 ? 0 : 0.6, random, possible);
    localSearch(s, passes, left);
    // Moves can free time: try the jobs left out again, then improve once more.
    for (let again = 0; again < 3 && left.length > 0; again++) {
      const before = left.length;
      left = construct(s, 0, random, left);
      if (left.length === before) break;
      localSearch(s, passes, left);
    }
    const routes = s.routes.map((r) => [...r]);
    const unassigned = [...left, ...impossible].sort((x, y) => x - y);
    let priority = 0;
    for (const r of routes) for (const j of r) priority += m.priority[j] as number;
    const outcome = { routes, unassigned, priority, distance: s.distance() };
    if (better(outcome, best)) best = outcome;
  }
  const result = best as Outcome;
  return explainUnassigned(
    problem,
    m.toSolution(result.routes, result.unassigned),
    options.travel ?? DEFAULT_TRAVEL,
  );
}

export function localSolver(options: SolveOptions = {}): RouteSolver {
  return { name: "local", solve: async (problem) => solveLocally(problem, options) };
}
