import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it with one embedded font: the content streams' TJ strings are
 * glyph ids, turned back into characters through the font's ToUnicode map. One line per text
 * object (BT … ET). A test helper, not a general PDF reader: it proves what a reader would extract.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  // pdfkit writes `stream\n<bytes>\nendstream`, never \r\n: an optional \r here would take a compressed stream's last
  // byte when it happens to be 0x0D (about one stream in 256), and the ToUnicode map would no longer inflate.
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const bytes = Buffer.from(m[1], 'latin1');
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(m[1]);
    }
  }
  const glyphs = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const cmap of streams.filter((s) => s.includes('beginbfrange') || s.includes('beginbfchar'))) {
    for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      // A ligature maps to several characters: <0066 0066 0069> is 'ffi'.
      [...list.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, u], k) => glyphs.set(parseInt(from, 16) + k, utf16(u)));
    }
    for (const [, code, u] of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim)) glyphs.set(parseInt(code, 16), utf16(u));
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes(' TJ'))) {
    for (const [block] of content.matchAll(/BT[\s\S]*?ET/g)) {
      const text = [...block.matchAll(/<([0-9a-f]+)>/gi)]
        .map(([, hex]) => hex.match(/.{4}/g)!.map((g) => glyphs.get(parseInt(g, 16)) ?? '?').join(''))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}
