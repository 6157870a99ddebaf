import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields asked for under the field being resolved, through inline and named fragments,
 * after following `path` into its nested fields first (['events'] under `calendar`: the fields asked of
 * its events). Conditions (@include/@skip) are not evaluated (a field that might be asked for counts). Null
 * when that cannot be told (a fragment the document does not define): the caller then reads everything.
 * Worked out once per field of a parsed document (Apollo keeps documents parsed), then remembered.
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[] = []): ReadonlySet<string> | null {
  // A field node belongs to one document, which fixes its fragments: one answer per node and path.
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const key = path.join('.');
  const known = node && remembered.get(node);
  if (known?.has(key)) return known.get(key)!;
  const names = namesUnder(info, path);
  if (node) remembered.set(node, (known || new Map()).set(key, names));
  return names;
}

const remembered = new WeakMap<FieldNode, Map<string, ReadonlySet<string> | null>>();

function namesUnder(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> | null {
  let sets: (SelectionSetNode | undefined)[] = info.fieldNodes.map((n) => n.selectionSet);
  let known = true;
  // Every field node directly in the sets (fragments flattened), each named fragment once.
  const fieldsOf = (from: (SelectionSetNode | undefined)[]): FieldNode[] => {
    const fields: FieldNode[] = [];
    const seen = new Set<string>();
    const walk = (set: SelectionSetNode | undefined) => {
      for (const s of set?.selections ?? []) {
        if (s.kind === Kind.FIELD) fields.push(s);
        else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
        else if (!seen.has(s.name.value)) {
          seen.add(s.name.value);
          const fragment = info.fragments[s.name.value];
          if (fragment) walk(fragment.selectionSet);
          else known = false;
        }
      }
    };
    from.forEach(walk);
    return fields;
  };
  for (const step of path) sets = fieldsOf(sets).filter((f) => f.name.value === step).map((f) => f.selectionSet);
  const names = new Set(fieldsOf(sets).map((f) => f.name.value));
  return known ? names : null;
}
