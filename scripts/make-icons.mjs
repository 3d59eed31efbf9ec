#!/usr/bin/env node
/**
 * Generates the PWA icons in public/icons/ (run once; the PNGs are committed):
 *   node scripts/make-icons.mjs
 *
 * No image libraries: shapes are drawn procedurally (4x4 supersampled for smooth edges)
 * and written as RGBA PNG with node's zlib. The emblem is a seal: a yellow ring around a
 * white five-pointed star on the office blue. The `any` icons are a rounded square with
 * transparent corners; the maskable icon is full-bleed with the emblem inside the 40 %
 * safe-zone radius. Shortcut icons (96 px): an envelope (inbox) and a cart.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "icons");

const BLUE = [0x17, 0x52, 0x9d]; // brand.600 of src/app/theme.ts
const YELLOW = [0xfd, 0xb9, 0x13];
const WHITE = [0xff, 0xff, 0xff];

// ---------- PNG encoding ----------
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** rgba: Uint8Array of size*size*4 → PNG file bytes. */
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// ---------- geometry (coordinates in 0..1 of the icon) ----------
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ring = (cx, cy, r0, r1) => (x, y) => {
  const d = (x - cx) ** 2 + (y - cy) ** 2;
  return d >= r0 * r0 && d <= r1 * r1;
};
const rect = (x0, y0, x1, y1) => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const roundRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (!rect(x0, y0, x1, y1)(x, y)) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
/** Thick line segment (capsule). */
const segment = (ax, ay, bx, by, w) => (x, y) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= (w / 2) ** 2;
};
const polygon = (pts) => (x, y) => {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const star = (cx, cy, rOuter, rInner) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? rOuter : rInner;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(pts);
};
const union = (...shapes) => (x, y) => shapes.some((s) => s(x, y));

/**
 * layers: [shape, [r,g,b]] painted in order. Returns RGBA with 4x4 supersampling
 * (straight alpha: colour averaged over the covered samples).
 */
function render(size, layers) {
  const out = new Uint8Array(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = (px + (sx + 0.5) / S) / size;
          const y = (py + (sy + 0.5) / S) / size;
          let colour = null;
          for (const [shape, c] of layers) if (shape(x, y)) colour = c;
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            covered++;
          }
        }
      }
      const i = (py * size + px) * 4;
      if (covered) {
        out[i] = Math.round(r / covered);
        out[i + 1] = Math.round(g / covered);
        out[i + 2] = Math.round(b / covered);
        out[i + 3] = Math.round((covered / (S * S)) * 255);
      }
    }
  }
  return out;
}

/** The seal emblem centred at (0.5, 0.5) with outer radius `r`. */
function emblem(r) {
  return [
    [ring(0.5, 0.5, r * 0.8, r), YELLOW],
    [star(0.5, 0.52, r * 0.62, r * 0.25), WHITE],
  ];
}

const ICONS = {
  // purpose "any": rounded square, transparent corners.
  "icon-192.png": [192, [[roundRect(0, 0, 1, 1, 0.18), BLUE], ...emblem(0.36)]],
  "icon-512.png": [512, [[roundRect(0, 0, 1, 1, 0.18), BLUE], ...emblem(0.36)]],
  // purpose "maskable": full bleed, emblem within the safe zone (radius 0.4).
  "maskable-512.png": [512, [[rect(0, 0, 1, 1), BLUE], ...emblem(0.3)]],
  // apple-touch-icon: full bleed (iOS rounds the corners itself).
  "apple-touch-icon-180.png": [180, [[rect(0, 0, 1, 1), BLUE], ...emblem(0.34)]],
  // Shortcuts.
  "shortcut-inbox-96.png": [
    96,
    [
      [roundRect(0, 0, 1, 1, 0.2), BLUE],
      [roundRect(0.2, 0.3, 0.8, 0.72, 0.05), WHITE],
      [roundRect(0.25, 0.35, 0.75, 0.67, 0.02), BLUE],
      [union(segment(0.24, 0.36, 0.5, 0.55, 0.06), segment(0.76, 0.36, 0.5, 0.55, 0.06)), WHITE],
    ],
  ],
  "shortcut-cart-96.png": [
    96,
    [
      [roundRect(0, 0, 1, 1, 0.2), BLUE],
      [segment(0.17, 0.27, 0.28, 0.27, 0.06), WHITE],
      [segment(0.28, 0.27, 0.36, 0.62, 0.06), WHITE],
      [polygon([[0.3, 0.34], [0.82, 0.34], [0.75, 0.56], [0.35, 0.56]]), WHITE],
      [segment(0.36, 0.62, 0.76, 0.62, 0.06), WHITE],
      [circle(0.41, 0.73, 0.06), YELLOW],
      [circle(0.71, 0.73, 0.06), YELLOW],
    ],
  ],
};

function main() {
  mkdirSync(OUT, { recursive: true });
  for (const [name, [size, layers]] of Object.entries(ICONS)) {
    const png = encodePng(size, render(size, layers));
    writeFileSync(join(OUT, name), png);
    console.log(`wrote public/icons/${name} (${size}x${size}, ${png.length} bytes)`);
  }
}

main();
