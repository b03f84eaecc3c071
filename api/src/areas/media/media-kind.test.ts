import { MEDIA_KIND_BY_EXTENSION } from "@filtercycle/contract/media/media-kinds";
import { describe, expect, it } from "vitest";
import { minimalMp4 } from "#api-test/mp4.ts";
import { ACCEPTED_EXTENSIONS, fileTypeOf, mediaKindOf } from "./media-kind.ts";

describe("accepted uploads follow the contract's kind table", () => {
  it.each(Object.entries(MEDIA_KIND_BY_EXTENSION))(
    "accepts .%s as the contract's kind (%s)",
    (extension, kind) => {
      expect(ACCEPTED_EXTENSIONS).toContain(extension);
      expect(fileTypeOf(`file.${extension.toUpperCase()}`)?.kind).toBe(kind);
    },
  );

  it("keeps download-only documents as unknown and refuses the rest", () => {
    expect(mediaKindOf("pickups.csv")).toEqual({
      kind: "unknown",
      contentType: "text/csv; charset=utf-8",
    });
    expect(mediaKindOf("page.html")).toEqual({
      kind: "unknown",
      contentType: "application/octet-stream",
    });
    expect(fileTypeOf("page.html")).toBeUndefined();
  });

  it("recognises an MP4's ftyp box, and refuses a PDF named .mp4", () => {
    const mp4 = fileTypeOf(".mp4");
    expect(mp4?.matches(minimalMp4().subarray(0, 16))).toBe(true);
    expect(mp4?.matches(Buffer.from("%PDF-1.7\n1 0 obj\n"))).toBe(false);
    expect(fileTypeOf("clip.mov")?.matches(minimalMp4().subarray(0, 16))).toBe(true);
  });
});
