import {
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import { jsonBytes } from '../http/json-bytes';
import { answerJsonSchema } from './answer-json';
import { plainSchema, readsPlainly, type PlainFields } from './plain-fields';

/** A query document the server has parsed, validated and compiled, with the writer of its answers. */
interface Known {
  operation: OperationDefinitionNode;
  /** The operation's own name (what Apollo calls operationName once the document has validated). */
  name: string | null;
  compiled: CompiledQuery;
  write: (answer: { data: unknown }) => Buffer;
  /** Whether graphql-js's coercion accepts no variables at all (worked out once: it depends on the document alone). */
  withoutVariables?: boolean;
}

/** A request this path can answer: its document's compiled form and the answer's Content-Type. */
export interface KnownRequest {
  known: Known;
  variables: Record<string, unknown>;
  contentType: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';
/** Distinct documents (and Accept headers) remembered; past it, new ones go Apollo's way (its own document cache). */
const CAP = 1000;

/**
 * Queries answered without Apollo's per-request pipeline: the steady traffic of a client is a few dozen documents sent
 * again and again (the web client's ~110 operations, an integrator's handful), and for each Apollo hashes the text,
 * looks the parsed document up, runs every plugin's hooks, clones the context, assembles the response and
 * JSON.stringify's the whole answer object. Here a document is parsed, validated (graphql-js's rules and the server's
 * own: graphql-armor's limits) and compiled once, keyed by its text, and a successful answer is written straight into
 * bytes by a writer compiled from the operation (answer-json.ts, http/json-bytes.ts): the same bytes and headers as
 * Apollo's answer, which a test compares for the web client's documents.
 *
 * Only what Apollo would answer 200 with data and nothing else takes this path: a POST of JSON with `query` and
 * optionally `variables`, `operationName` and `extensions` (Apollo Client's name; a persisted query stays Apollo's), one query operation
 * that validates, variables that coerce, an Accept Apollo would answer JSON for, and an execution without errors.
 * Anything else — a mutation, a subscription, a syntax or validation error, a refused variable, an error in a field —
 * goes to Apollo, with the request's context made once (an execution that erred is run again there: a query reads).
 *
 * A document whose events all come from lists read with their summaries is compiled on a schema that reads their summary
 * fields as properties (plain-fields.ts, modules/events/listed-event.ts).
 */
export class KnownQueries {
  private readonly documents = new Map<string, Known | null>();
  private readonly accepts = new Map<string, string | null>();
  /** Answers given on this path (tests see the path taken). */
  answered = 0;

  /** The schema without the plain fields' resolvers (plain-fields.ts), for the documents that only reach them plainly. */
  private readonly plainSchema: GraphQLSchema;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly plain: readonly PlainFields[] = [],
  ) {
    this.plainSchema = plain.length ? plainSchema(schema, plain) : schema;
  }

  /** What this path needs to answer the request, or undefined when Apollo answers it. */
  match(headers: Record<string, string | string[] | undefined>, body: unknown): KnownRequest | undefined {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string') return undefined;
    for (const key in body) if (key !== 'query' && key !== 'variables' && key !== 'operationName' && key !== 'extensions') return undefined;
    // Apollo Client sends its name and version there (clientLibrary), which Apollo ignores; a persisted query is Apollo's.
    if (extensions !== undefined && extensions !== null && (typeof extensions !== 'object' || Array.isArray(extensions) || 'persistedQuery' in extensions)) return undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
    // CSRF prevention passes a JSON body; Apollo's other checks concern other content types.
    const type = headers['content-type'];
    if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type)) return undefined;
    const contentType = this.contentType(headers.accept);
    if (!contentType) return undefined;
    const known = this.known(query, (operationName as string | null | undefined) ?? null);
    if (!known) return undefined;
    const given = (variables as Record<string, unknown> | null | undefined) ?? {};
    const definitions = known.operation.variableDefinitions;
    if (definitions?.length) {
      // graphql-js's coercion first, as the gateway executor does (compiled-executor.ts): a refused variable is Apollo's 400.
      const coerces = () => !getVariableValues(this.schema, definitions, given, { maxErrors: 1 }).errors;
      let none = true;
      for (const _ in given) {
        none = false;
        break;
      }
      if (!(none ? (known.withoutVariables ??= coerces()) : coerces())) return undefined;
    }
    return { known, variables: given, contentType };
  }

  /** The answer's bytes (`{"data":…}` and a newline, as Apollo writes it), or undefined when the execution erred. */
  async answer(request: KnownRequest, context: unknown): Promise<Buffer | undefined> {
    const result = await request.known.compiled.query(undefined, context, request.variables);
    if (result.errors?.length || !result.data) return undefined;
    this.answered++;
    return request.known.write({ data: result.data });
  }

  /** Apollo's choice of Content-Type for a single answer (chooseContentTypeForSingleResultResponse); null: 406, Apollo's. */
  private contentType(accept: string | string[] | undefined): string | null {
    if (accept === undefined || accept === '') return JSON_TYPE;
    const header = Array.isArray(accept) ? accept.join(', ') : accept;
    let chosen = this.accepts.get(header);
    if (chosen === undefined) {
      chosen = new Negotiator({ headers: { accept: header } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE, CALLBACK_TYPE]) ?? null;
      // The callback spec's type is Apollo's for another kind of client; those requests stay Apollo's.
      if (chosen === CALLBACK_TYPE) chosen = null;
      if (this.accepts.size < CAP) this.accepts.set(header, chosen);
    }
    return chosen;
  }

  private known(query: string, operationName: string | null): Known | null {
    const key = operationName === null ? query : `${operationName}\n${query}`;
    let known = this.documents.get(key);
    if (known === undefined) {
      known = this.prepare(query, operationName);
      if (this.documents.size < CAP) this.documents.set(key, known);
    }
    return known;
  }

  private prepare(query: string, operationName: string | null): Known | null {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    if (validate(this.schema, document, [...specifiedRules, ...this.rules]).length) return null;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== 'query') return null;
    const shape = answerJsonSchema(this.schema, document, operation);
    if (!shape) return null;
    const compiled = compileQuery(readsPlainly(this.schema, document, this.plain) ? this.plainSchema : this.schema, document, operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return null;
    return { operation, name: operation.name?.value ?? null, compiled, write: jsonBytes(shape, '\n') };
  }
}
