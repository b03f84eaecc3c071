import { describe, expect, it } from "vitest";
import { clampEnd, completeRange, parseTypedDate } from "#web/lib/dashboard-dates";
import { formatDayRange, formatDayRangeShort, formatUploadDate } from "#web/lib/dashboard-format";
import { formatDay } from "#web/lib/format";
import { downloadUrlOf, mediaKindOf } from "../../media/utils/media-kind";

describe("dates", () => {
  it("media upload dates in US English short format (SPEC.md §9)", () => {
    expect(formatUploadDate("2025-01-05T06:30:00.000Z")).toBe("Jan 5, 2025");
    expect(formatUploadDate("not a date")).toBe("");
  });

  it("ranges for the tables' captions", () => {
    expect(formatDay("2025-01-01")).toBe("1 Jan 2025");
    expect(formatDayRange("2025-01-01", "2025-03-31")).toBe("1 Jan 2025 – 31 Mar 2025");
    expect(formatDayRange("2025-01-01", "2025-01-01")).toBe("1 Jan 2025");
    expect(formatDayRangeShort("2026-11-01", "2026-11-22")).toBe("1–22 Nov 2026");
    expect(formatDayRangeShort("2026-10-01", "2026-12-31")).toBe("1 Oct – 31 Dec 2026");
    expect(formatDayRangeShort("2024-12-15", "2025-01-10")).toBe("15 Dec 2024 – 10 Jan 2025");
  });

  it.each([
    ["2025-01-31", "2025-01-31"],
    ["2025-1-5", "2025-01-05"],
    ["05/01/2025", "2025-01-05"],
    ["5.1.2025", "2025-01-05"],
    [" 29/02/2024 ", "2024-02-29"],
    ["29/02/2025", null],
    ["2025-02-30", null],
    ["31/04/2025", null],
    ["2025/01/05", null],
    ["yesterday", null],
    ["", null],
  ])("typed %j → %j", (typed, expected) => {
    expect(parseTypedDate(typed)).toBe(expected);
  });

  it("an end before the start becomes the start (SPEC.md §5)", () => {
    expect(clampEnd("2025-03-10", "2025-03-01")).toBe("2025-03-10");
    expect(clampEnd("2025-03-10", "2025-03-10")).toBe("2025-03-10");
    expect(clampEnd("2025-03-10", "2025-04-01")).toBe("2025-04-01");
    expect(clampEnd(null, "2025-03-01")).toBe("2025-03-01");
    expect(completeRange("2025-01-01", null)).toBeNull();
    expect(completeRange("2025-01-01", "2025-01-02")).toEqual({
      startDate: "2025-01-01",
      endDate: "2025-01-02",
    });
  });
});

describe("media kinds (SPEC.md §4, by the file name's extension)", () => {
  it.each([
    ["a.mp4", "video"],
    ["a.WEBM", "video"],
    ["a.ogg", "video"],
    ["clip.final.mov", "video"],
    ["Summary.PDF", "pdf"],
    ["a.jpg", "image"],
    ["a.jpeg", "image"],
    ["a.png", "image"],
    ["a.gif", "image"],
    ["a.webp", "image"],
    ["log.csv", "unknown"],
    ["notes.docx", "unknown"],
    ["README", "unknown"],
  ])("%s → %s", (name, kind) => {
    expect(mediaKindOf(name)).toBe(kind);
  });

  it("reads a name that is only an extension (.mp4) as the API does", () => {
    expect(mediaKindOf(".mp4")).toBe("video");
  });

  it("takes the kind the API sent with an item, the name only when there is none", () => {
    expect(mediaKindOf({ kind: "video", file_name: "README" })).toBe("video");
    expect(mediaKindOf({ kind: "unknown", file_name: "photo.png" })).toBe("unknown");
    expect(mediaKindOf({ file_name: "Summary.PDF" })).toBe("pdf");
  });

  it("downloads through ?download=1", () => {
    expect(downloadUrlOf("/api/media/x/file")).toBe("/api/media/x/file?download=1");
    expect(downloadUrlOf("/f?a=1")).toBe("/f?a=1&download=1");
  });
});
