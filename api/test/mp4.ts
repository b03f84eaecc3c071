/**
 * A real, minimal MP4 (ISO base media file): an `ftyp` box naming the brands, then a `moov`
 * box holding the movie header (`mvhd`, version 0, no tracks). Players open it as an empty
 * movie; `file` reads it as "ISO Media, MP4 Base Media v1". Built here rather than stored, so
 * every byte is explained.
 */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

function movieHeader(): Buffer {
  const payload = Buffer.alloc(100);
  // version 0, flags 0, creation and modification time 0
  payload.writeUInt32BE(1000, 12); // timescale: 1,000 units a second
  payload.writeUInt32BE(0, 16); // duration
  payload.writeUInt32BE(0x00010000, 20); // rate 1.0
  payload.writeUInt16BE(0x0100, 24); // volume 1.0
  // unity matrix (fixed-point 16.16, with 2.30 for the last column)
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  matrix.forEach((value, i) => {
    payload.writeUInt32BE(value, 36 + i * 4);
  });
  payload.writeUInt32BE(1, 96); // next track id
  return box("mvhd", payload);
}

export function minimalMp4(): Buffer {
  const fileType = box(
    "ftyp",
    Buffer.concat([
      Buffer.from("isom", "latin1"),
      Buffer.from([0, 0, 0x02, 0]), // minor version 512
      Buffer.from("isomiso2mp41", "latin1"),
    ]),
  );
  return Buffer.concat([fileType, box("moov", movieHeader())]);
}
