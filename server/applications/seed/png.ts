/**
 * Tiny PNG images for the seeded graphical representations: a symmetric 5×5 block pattern
 * (an "identicon") in one colour on white, 32×32 RGB, encoded with node:zlib and sent as a
 * `data:` URI (the contract's graphicalRepresentation is a URL or data: URI).
 */
import { crc32, deflateSync } from "node:zlib";
import type { Prng } from "./prng";

const SIZE = 32;
const CELL = 6;
const PAD = 1;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels (`SIZE`×`SIZE`, 3 bytes each) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A random identicon as a `data:image/png;base64,` URI. */
export function identiconDataUri(random: Prng): string {
  const colour = [random.int(20, 200), random.int(20, 200), random.int(20, 200)];
  const cells: boolean[][] = Array.from({ length: 5 }, () => {
    const left = [random.chance(0.5), random.chance(0.5), random.chance(0.5)];
    return [left[0], left[1], left[2], left[1], left[0]] as boolean[];
  });
  const pixels = new Uint8Array(SIZE * SIZE * 3).fill(255);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const row = Math.floor((y - PAD) / CELL);
      const column = Math.floor((x - PAD) / CELL);
      if (row < 0 || row > 4 || column < 0 || column > 4 || !cells[row]?.[column]) continue;
      pixels.set(colour, (y * SIZE + x) * 3);
    }
  }
  return `data:image/png;base64,${encodePng(SIZE, SIZE, pixels).toString("base64")}`;
}
