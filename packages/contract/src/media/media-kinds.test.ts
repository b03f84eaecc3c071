import { describe, expect, it } from "vitest";
import { extensionOf, MEDIA_KIND_BY_EXTENSION, mediaKindOfFileName } from "./media-kinds.ts";

describe("media kind from a file name (SPEC.md §4)", () => {
  const spec: [string, string][] = [
    ["mp4", "video"],
    ["webm", "video"],
    ["ogg", "video"],
    ["mov", "video"],
    ["pdf", "pdf"],
    ["jpg", "image"],
    ["jpeg", "image"],
    ["png", "image"],
    ["gif", "image"],
    ["webp", "image"],
  ];

  it("has exactly the extensions of SPEC.md §4", () => {
    expect(Object.entries(MEDIA_KIND_BY_EXTENSION).sort()).toEqual([...spec].sort());
  });

  it.each(spec)("clip.%s and CLIP.%s upper-case are %s", (extension, kind) => {
    expect(mediaKindOfFileName(`clip.${extension}`)).toBe(kind);
    expect(mediaKindOfFileName(`CLIP.${extension.toUpperCase()}`)).toBe(kind);
  });

  it("reads a name that is only an extension: .mp4 is a video", () => {
    expect(extensionOf(".mp4")).toBe("mp4");
    expect(mediaKindOfFileName(".mp4")).toBe("video");
    expect(mediaKindOfFileName(".PDF")).toBe("pdf");
  });

  it.each([
    ["notes.docx"],
    ["log.csv"],
    ["README"],
    ["archive.mp4.zip"],
    ["trailing."],
    ["x.constructor"],
    ["x.toString"],
    ["x.__proto__"],
  ])("%s is unknown", (name) => {
    expect(mediaKindOfFileName(name)).toBe("unknown");
  });

  it("takes the last extension of several", () => {
    expect(mediaKindOfFileName("clip.final.mov")).toBe("video");
    expect(extensionOf("clip.final.MOV")).toBe("mov");
    expect(extensionOf("README")).toBe("");
  });
});
