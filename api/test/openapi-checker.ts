import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { openApiPath } from '../src/openapi/document';

/** What a supertest answer gives the checker. */
export type Res = { status: number; headers: Record<string, string>; body: unknown; text: string };
type Schema = { $ref?: string; items?: Schema; anyOf?: Schema[]; properties?: Record<string, Schema> };
type Response = { content?: Record<string, { schema?: unknown }> };
type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response>; requestBody?: unknown }>>; components: { schemas: Record<string, Schema> } };

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const component = (ref: string) => ref.replace('#/components/schemas/', '');

/**
 * Checks real answers against the OpenAPI document with ajv (2020-12, as OpenAPI 3.1), each schema compiled once:
 * the status is listed, the content type is the one listed, the body matches. Mismatches are collected in `problems`
 * (a test reports them all at once), and it keeps what was seen, so a test can ask that every operation succeeded,
 * every list was seen with items and every field with a value.
 */
export class OpenApiChecker {
  readonly problems: string[] = [];
  /** Route key ("GET /events/:id") → the statuses it answered. */
  readonly answered = new Map<string, Set<number>>();
  /** Lists in the answers by where the schema defines them, and those seen with items. */
  readonly lists = new Set<string>();
  readonly filled = new Set<string>();
  /** Fields in the answers by where the schema defines them, and those seen with a value other than null. */
  readonly fields = new Set<string>();
  readonly valued = new Set<string>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi.json');
  }

  /** Checks one answer of a route (path as the route table writes it). */
  answer(method: string, path: string, res: Res): void {
    const key = `${method.toUpperCase()} ${path}`;
    const seen = this.answered.get(key) ?? new Set<number>();
    seen.add(res.status);
    this.answered.set(key, seen);
    const op = this.doc.paths[openApiPath(path)]?.[method];
    if (!op) return void this.problems.push(`${key}: not in the document`);
    const response = op.responses[res.status];
    if (!response) return void this.problems.push(`${key}: answered ${res.status}, which the document does not list (${JSON.stringify(res.body).slice(0, 200)})`);
    const type = (res.headers['content-type'] ?? '').split(';')[0];
    const content = response.content;
    if (!content) {
      if (res.text) this.problems.push(`${key} ${res.status}: the document says no body, the answer has one`);
      return;
    }
    if (!(type in content)) return void this.problems.push(`${key} ${res.status}: answered ${type || 'no content type'}, the document lists ${Object.keys(content).join(', ')}`);
    if (type !== 'application/json') {
      if (!res.text && !Buffer.isBuffer(res.body)) this.problems.push(`${key} ${res.status}: empty ${type}`);
      return;
    }
    if (!content[type].schema) return void this.problems.push(`${key} ${res.status}: no schema for the JSON answer`);
    if (res.status < 300 && key !== 'GET /openapi.json') this.note(key, content[type].schema as Schema, res.body);
    this.validate(key, `${res.status}`, pointer('paths', openApiPath(path), method, 'responses', String(res.status), 'content', type, 'schema'), res.body);
  }

  /** A request body the server accepted must be one the document's requestBody schema allows. */
  request(method: string, path: string, body: unknown): void {
    if (!this.doc.paths[openApiPath(path)]?.[method]?.requestBody) return;
    this.validate(`${method.toUpperCase()} ${path}`, 'request', pointer('paths', openApiPath(path), method, 'requestBody', 'content', 'application/json', 'schema'), body);
  }

  private validate(key: string, what: string, at: string, value: unknown): void {
    const ref = `openapi.json#/${at}`;
    let validate = this.validators.get(ref);
    if (!validate) this.validators.set(ref, (validate = this.ajv.compile({ $ref: ref })));
    if (!validate(value)) this.problems.push(`${key} ${what}: ${this.ajv.errorsText(validate.errors, { separator: '; ' })} in ${JSON.stringify(value).slice(0, 300)}`);
  }

  /**
   * Walks an answer with its schema and notes every list and every field by where the schema defines it: a named
   * shape ("MeetingRoom.amenities", whichever answer embeds the room) or, inline, the route and JSON path.
   */
  private note(where: string, schema: Schema, value: unknown): void {
    if (schema.$ref) return this.note(component(schema.$ref), this.doc.components.schemas[component(schema.$ref)], value);
    if (schema.anyOf) {
      const inner = schema.anyOf.find((s) => s.$ref || s.properties || s.items);
      return void (inner && value !== null && this.note(where, inner, value));
    }
    if (Array.isArray(value)) {
      this.lists.add(where);
      if (value.length) this.filled.add(where);
      for (const item of value) if (schema.items) this.note(`${where}[]`, schema.items, item);
    } else if (value && typeof value === 'object' && schema.properties) {
      for (const [k, v] of Object.entries(value)) {
        this.fields.add(`${where}.${k}`);
        if (v !== null) this.valued.add(`${where}.${k}`);
        if (schema.properties[k]) this.note(`${where}.${k}`, schema.properties[k], v);
      }
    }
  }
}
