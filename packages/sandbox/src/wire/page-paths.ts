/**
 * The path of a sandbox-served page: what the seed puts in `Website` (Interface entries,
 * docs/wire-format.md R14) and in link notifications (N3), so the web view works with no internet.
 * The pages route serves the same path with `:id` in place of the id (the literal type lets hono
 * see the parameter).
 */
export function interfacePagePath<Id extends string>(id: Id): `/__sandbox/pages/${Id}` {
  return `/__sandbox/pages/${id}`;
}
