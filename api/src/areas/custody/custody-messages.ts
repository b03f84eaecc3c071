import { HttpError } from "#api/http/problem.ts";

/** The chain of custody's refusals in words, each naming the field it is about. */
export const CUSTODY_MESSAGES = {
  noBag: (code: string) =>
    new HttpError(404, `No pickup has the bag code ${code}.`, [
      { field: "bagCode", message: "no pickup has this bag code" },
    ]),
  alreadyReceived: (code: string, on: string, kg: number) =>
    new HttpError(409, `Bag ${code} was already received at the plant on ${on} (${kg} kg).`, [
      { field: "bagCode", message: `was already received on ${on}` },
    ]),
  ambiguousBag: (code: string, pickups: readonly string[]) =>
    new HttpError(
      409,
      `The bag code ${code} was recorded at ${pickups.length} pickups not yet received (${pickups.join("; ")}); correct the bag code at the pickup first.`,
      [{ field: "bagCode", message: `is on ${pickups.length} pickups not yet received` }],
    ),
  receivedBeforePickup: (on: string, pickedUp: string) =>
    new HttpError(
      400,
      `The bag was picked up on ${pickedUp}; it cannot be received before (${on}).`,
      [{ field: "receivedOn", message: `must not be before the pickup (${pickedUp})` }],
    ),
  batchCodeUsed: (code: string) =>
    new HttpError(409, `A batch with the code ${code} already exists.`, [
      { field: "code", message: "is already used by another batch" },
    ]),
  bagNotReceived: (code: string) =>
    new HttpError(409, `Bag ${code} has not been received at the plant; record its intake first.`, [
      { field: "bagCodes", message: `${code} has not been received` },
    ]),
  bagInBatch: (code: string, batch: string) =>
    new HttpError(409, `Bag ${code} is already in batch ${batch}.`, [
      { field: "bagCodes", message: `${code} is already in batch ${batch}` },
    ]),
  bagTwice: (code: string) =>
    new HttpError(
      409,
      `The bag code ${code} was received more than once and not batched; ask the plant which bag this is.`,
      [{ field: "bagCodes", message: `${code} names more than one received bag` }],
    ),
  noBatch: "There is no batch with this id.",
  lotCodeUsed: (code: string) =>
    new HttpError(409, `A product lot with the code ${code} already exists.`, [
      { field: "code", message: "is already used by another lot" },
    ]),
} as const;
