import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks for any of `names` among its own subfields, through inline
 * fragments and named fragments too. Conditions (@include/@skip) are not evaluated: a field that might
 * be asked for counts as asked for. For reads that can leave out work nobody asked for.
 */
export function selectsAny(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, names: readonly string[]): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return names.includes(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return within(s.selectionSet);
      const name = s.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = info.fragments[name];
      return fragment ? within(fragment.selectionSet) : true;
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
