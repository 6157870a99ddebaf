import type { AnySchema, SchemaDescription } from 'yup';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it): the subset a yup schema can say. */
export type JsonSchema = Record<string, unknown>;

type Described = SchemaDescription & {
  optional?: boolean;
  fields?: Record<string, Described>;
  innerType?: Described;
  default?: unknown;
  label?: string;
};

const hasTest = (d: Described, name: string) => d.tests.some((t) => t.name === name);
const param = (d: Described, name: string, key: string) =>
  d.tests.find((t) => t.name === name)?.params?.[key] as unknown;

function convert(d: Described): JsonSchema {
  const out: JsonSchema = {};
  switch (d.type) {
    case 'object': {
      out.type = 'object';
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(d.fields ?? {})) {
        properties[name] = convert(field);
        // yup 1 says required() (and defined()) as optional: false; a default fills a missing field. An object's default
        // is built from its fields' defaults, so it cannot fill one whose own fields are required (a passkey's response).
        const unfillable = field.default === undefined || Array.isArray(properties[name].required);
        if ((field.optional === false || hasTest(field, 'required')) && unfillable) required.push(name);
      }
      out.properties = properties;
      if (required.length) out.required = required;
      if (hasTest(d, 'noUnknown')) out.additionalProperties = false;
      break;
    }
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = convert(d.innerType);
      if (typeof param(d, 'min', 'min') === 'number') out.minItems = param(d, 'min', 'min');
      if (typeof param(d, 'max', 'max') === 'number') out.maxItems = param(d, 'max', 'max');
      break;
    case 'string': {
      out.type = 'string';
      const min = param(d, 'min', 'min');
      const max = param(d, 'max', 'max');
      if (typeof min === 'number') out.minLength = min;
      if (typeof max === 'number') out.maxLength = max;
      if (hasTest(d, 'email')) out.format = 'email';
      const regex = param(d, 'matches', 'regex');
      if (regex instanceof RegExp) out.pattern = regex.source;
      break;
    }
    case 'number': {
      out.type = hasTest(d, 'integer') ? 'integer' : 'number';
      const min = param(d, 'min', 'min');
      const max = param(d, 'max', 'max');
      if (typeof min === 'number') out.minimum = min;
      if (typeof max === 'number') out.maximum = max;
      break;
    }
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    default:
      // mixed and lazy: anything, checked by the server's own rules.
      break;
  }
  const values = d.oneOf.filter((v) => v !== undefined && v !== null);
  if (values.length) out.enum = values;
  if (d.default !== undefined && typeof d.default !== 'function' && !out.required) out.default = d.default;
  if (d.label) out.title = d.label;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  // A nullable choice (oneOf([..., null])) takes null too: an enum without it would refuse what the schema accepts.
  if (d.nullable && out.enum) out.enum = [...(out.enum as unknown[]), null];
  return out;
}

/**
 * A yup schema as JSON Schema, from yup's own describe(): types, required fields, unknown fields
 * refused, lengths, ranges, patterns, enums and defaults. Custom tests (a real calendar day, an end
 * after the start) have no JSON Schema form; the server still runs them.
 */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe() as Described);
}
