import zlib from 'node:zlib';

/**
 * The app's icons for the web manifest (issue 37), drawn at build time: a white "D" on the theme's primary blue.
 * No image files in the repository and no image library: each icon is a few lines of geometry and a PNG encoder.
 * A maskable icon keeps its letter inside the central 80 % circle that every platform's mask leaves visible.
 */
export const ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The theme's primary colour (theme.ts, light scheme). */
const BLUE = [0x1d, 0x4e, 0xd8] as const;

/** Whether (x, y), both in [-1, 1], lies on the letter D. */
function onLetter(x: number, y: number): boolean {
  const filledD = (left: number, half: number) => x >= left && (x <= 0 ? Math.abs(y) <= half : x * x + y * y <= half * half);
  return filledD(-0.62, 0.8) && !filledD(-0.3, 0.5);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** One icon as PNG bytes: `size` pixels square, the letter filling `scale` of it (4×4 samples a pixel for smooth edges). */
export function drawIcon(size: number, scale: number): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const x = ((px + (sx + 0.5) / 4) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / 4) / size) * 2 - 1;
          if (onLetter(x / scale, y / scale)) hits++;
        }
      }
      const white = hits / 16;
      for (let ch = 0; ch < 3; ch++) row[1 + px * 3 + ch] = Math.round(BLUE[ch]! + (255 - BLUE[ch]!) * white);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Each icon's PNG, by its path in the build. */
export function iconFiles(): Map<string, Buffer> {
  return new Map(ICONS.map((icon) => [icon.src, drawIcon(Number(icon.sizes.split('x')[0]), icon.purpose === 'maskable' ? 0.6 : 0.8)]));
}
