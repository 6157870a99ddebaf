/**
 * JSON answers written straight into bytes by a writer compiled once from the answer's JSON schema: the same bytes as
 * Buffer.from(JSON.stringify(value)), without the string. A string built piece by piece (JSON.stringify's parts, or a
 * serializer's `+=`) allocates its pieces and then a flat copy for Buffer.from: ~270 KB per REST list of 100 events,
 * half of all a request allocates. Here the bytes go into one scratch buffer of the process (a write never awaits,
 * so no two interleave) and the answer is one exact copy of them.
 *
 * The schema subset: objects with their properties (each value has exactly these keys, in this order), `nullable`, strings
 * (`format: 'date-time'` for Dates), integers, numbers, booleans, arrays of those, and `any` value. A value of another kind than its schema says (a
 * number for a string, an object with toJSON, a non-ASCII or escaped string) is written as JSON.stringify writes it;
 * a property that is undefined or a function (JSON.stringify leaves it out) makes the whole value go through
 * JSON.stringify. So the bytes are JSON.stringify's for every value of the schema's shape.
 */

export interface JsonBytesSchema {
  /** `any`: whatever the value is, as JSON.stringify writes it. */
  type: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'any';
  nullable?: boolean;
  format?: string;
  properties?: Record<string, JsonBytesSchema>;
  items?: JsonBytesSchema;
}

let buf = Buffer.allocUnsafe(64 * 1024);
let pos = 0;
/** Set when a value cannot be written as JSON.stringify would without leaving a key out: the caller starts over. */
let leftOut = false;

function room(n: number): void {
  if (pos + n <= buf.length) return;
  let size = buf.length * 2;
  while (size < pos + n) size *= 2;
  const bigger = Buffer.allocUnsafe(size);
  buf.copy(bigger, 0, 0, pos);
  buf = bigger;
}

/** An ASCII text without anything to escape (keys and punctuation, known when the writer is compiled). */
function ascii(s: string): void {
  const n = s.length;
  room(n);
  for (let i = 0; i < n; i++) buf[pos + i] = s.charCodeAt(i);
  pos += n;
}

/** Any value, as JSON.stringify writes it (utf8); a value it leaves out (undefined, a function) sets leftOut. */
function general(v: unknown): void {
  const text = JSON.stringify(v) as string | undefined;
  if (text === undefined) {
    leftOut = true;
    return;
  }
  room(text.length * 3);
  pos += buf.write(text, pos, 'utf8');
}

/** Anything JSON.stringify would not copy as it is into the output: control characters, quote, backslash, non-ASCII. */
const UNPLAIN = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;
const LONG = 24;

function string(v: unknown): void {
  if (typeof v !== 'string') return general(v);
  const n = v.length;
  room(n + 2);
  buf[pos] = 34;
  if (n > LONG) {
    // Long texts: one scan by the regular expression engine and one copy of the (one-byte) text.
    if (UNPLAIN.test(v)) return general(v);
    (buf as Buffer & { latin1Write(s: string, offset: number, length: number): number }).latin1Write(v, pos + 1, n);
  } else {
    for (let i = 0; i < n; i++) {
      const c = v.charCodeAt(i);
      // Control characters, quote and backslash are escaped; anything past ASCII is utf8 (or an escaped lone surrogate).
      if (c < 32 || c === 34 || c === 92 || c > 126) return general(v);
      buf[pos + 1 + i] = c;
    }
  }
  buf[pos + 1 + n] = 34;
  pos += n + 2;
}

/** A non-negative integer below 2^53, in decimal. */
function digits(n: number): void {
  let end = pos;
  for (let x = n; x >= 10; x = Math.floor(x / 10)) end++;
  room(end - pos + 1);
  pos = end + 1;
  let x = n;
  do {
    buf[end--] = 48 + (x % 10);
    x = Math.floor(x / 10);
  } while (x > 0);
}

function integer(v: unknown): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return general(v);
  if (v < 0) {
    room(1);
    buf[pos++] = 45;
    digits(-v);
  } else digits(v);
}

/** Any number: an integer in digits, anything else as JSON.stringify writes it (String(n), null when not finite). */
function number(v: unknown): void {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return integer(v);
  general(v);
}

function boolean(v: unknown): void {
  if (v === true) ascii('true');
  else if (v === false) ascii('false');
  else general(v);
}

/** `width` digits of n (zero-padded). */
function padded(n: number, width: number): void {
  for (let i = width - 1; i >= 0; i--) {
    buf[pos + i] = 48 + (n % 10);
    n = Math.floor(n / 10);
  }
  pos += width;
}

const dateToJson = Date.prototype.toJSON;

/** A Date as JSON.stringify writes it (its toISOString, quoted; null when invalid); anything else as JSON.stringify writes it. */
function dateTime(v: unknown): void {
  if (!(v instanceof Date) || v.toJSON !== dateToJson) return general(v);
  const year = v.getUTCFullYear();
  // Outside 0..9999 toISOString writes a signed six-digit year; an invalid Date (NaN) is null.
  if (!(year >= 0 && year <= 9999)) return general(v);
  room(26);
  buf[pos++] = 34;
  padded(year, 4);
  buf[pos++] = 45;
  padded(v.getUTCMonth() + 1, 2);
  buf[pos++] = 45;
  padded(v.getUTCDate(), 2);
  buf[pos++] = 84;
  padded(v.getUTCHours(), 2);
  buf[pos++] = 58;
  padded(v.getUTCMinutes(), 2);
  buf[pos++] = 58;
  padded(v.getUTCSeconds(), 2);
  buf[pos++] = 46;
  padded(v.getUTCMilliseconds(), 3);
  buf[pos++] = 90;
  buf[pos++] = 34;
}

type Write = (v: unknown) => void;

function nullable(write: Write): Write {
  return (v) => {
    if (v === null) ascii('null');
    else write(v);
  };
}

function arrayOf(item: Write): Write {
  return (v) => {
    if (!Array.isArray(v) || Object.getPrototypeOf(v) !== Array.prototype || 'toJSON' in v) return general(v);
    room(1);
    buf[pos++] = 91;
    for (let i = 0; i < v.length; i++) {
      if (i > 0) {
        room(1);
        buf[pos++] = 44;
      }
      // JSON.stringify writes holes and undefined items as null.
      const x: unknown = v[i];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') ascii('null');
      else item(x);
    }
    room(1);
    buf[pos++] = 93;
  };
}

/**
 * An object's properties in the schema's order, each `"key":value`, compiled to one function (as prepared.ts's readers).
 * The object must have exactly the schema's properties, in its order (as a mapper's object literal has them: the
 * caller's contract, which tests check against JSON.stringify); anything but a plain object is written as
 * JSON.stringify writes it.
 */
function objectOf(properties: Record<string, JsonBytesSchema>): Write {
  const keys = Object.keys(properties);
  const writers = keys.map((k) => compile(properties[k]));
  const body = keys
    .map((k, i) => {
      const prefix = `${i === 0 ? '{' : ','}${JSON.stringify(k)}:`;
      const value = `o[${JSON.stringify(k)}]`;
      return `ascii(${JSON.stringify(prefix)});\nif (${value} === undefined || typeof ${value} === 'function') { leftOut(); return; }\nw[${i}](${value});`;
    })
    .join('\n');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const write = new Function('ascii', 'w', 'leftOut', `return function (o) {\n${body}\nascii('}');\n};`)(ascii, writers, () => {
    leftOut = true;
  }) as Write;
  // A plain object (no class, no toJSON; graphql's answers have no prototype at all); its keys are the schema's, in its
  // order, as the mappers build them.
  const plain = (v: object) => {
    const proto: unknown = Object.getPrototypeOf(v);
    return (proto === Object.prototype || proto === null) && !('toJSON' in v);
  };
  return (v) => {
    if (typeof v !== 'object' || v === null || !plain(v)) return general(v);
    write(v);
  };
}

function compile(schema: JsonBytesSchema): Write {
  let write: Write;
  if (schema.type === 'object') write = objectOf(schema.properties ?? {});
  else if (schema.type === 'array') write = arrayOf(schema.items ? compile(schema.items) : general);
  else if (schema.type === 'integer') write = integer;
  else if (schema.type === 'number') write = number;
  else if (schema.type === 'boolean') write = boolean;
  else if (schema.type === 'any') write = general;
  else if (schema.format === 'date-time') write = dateTime;
  else write = string;
  return schema.nullable ? nullable(write) : write;
}

/** A writer of values of `schema` as JSON bytes (see above), followed by `tail` (ASCII) when given. */
export function jsonBytes<T>(schema: JsonBytesSchema, tail = ''): (value: T) => Buffer {
  const write = compile(schema);
  return (value) => {
    pos = 0;
    leftOut = false;
    if (value === undefined || value === null) general(value);
    else write(value);
    if (leftOut) return Buffer.from((JSON.stringify(value) ?? '') + tail, 'utf8');
    if (tail) ascii(tail);
    const out = Buffer.allocUnsafe(pos);
    buf.copy(out, 0, 0, pos);
    return out;
  };
}
