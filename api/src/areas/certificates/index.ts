// The certificates area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { certificatesOverlapping, recordRestatement } from "./certificates.service.ts";
export { announceMethodChange, planMethodChange } from "./method-change.ts";
