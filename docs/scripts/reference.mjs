/**
 * Writes the API reference (Markdown under reference/api) from the packages' TSDoc, and fails, naming
 * each one, when a public export (or an option, a property or a method of an exported interface, class
 * or type) has no description. Types TypeScript infers (a machine's actor map, a function's inline
 * return type) are not written by hand, so they are not asked for one.
 *
 * Usage: node scripts/reference.mjs [--check] [--members]
 *   --check    converts and checks, writes nothing
 *   --members  also lists the members (properties, methods, options) that have no description yet
 */
import { Application, ReflectionKind, TSConfigReader, TypeDocReader } from 'typedoc';

const required =
  ReflectionKind.Function |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable |
  ReflectionKind.Enum |
  ReflectionKind.EnumMember |
  ReflectionKind.Property |
  ReflectionKind.Method |
  ReflectionKind.Accessor;

/** Kinds whose members are declared by hand: a member under anything else was inferred. */
const declaredByHand =
  ReflectionKind.Project |
  ReflectionKind.Module |
  ReflectionKind.Namespace |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.Enum |
  ReflectionKind.TypeAlias |
  ReflectionKind.TypeLiteral;

const described = (comment) =>
  Boolean(comment?.summary.some((part) => part.text.trim()) || comment?.blockTags.length);

function hasDescription(reflection) {
  if (described(reflection.comment)) return true;
  const signatures =
    reflection.signatures ?? [reflection.getSignature, reflection.setSignature].filter(Boolean);
  return signatures.some((signature) => described(signature.comment));
}

/** Whether every parent up to the module is written by hand (not a type TypeScript inferred). */
function handWritten(reflection) {
  for (let parent = reflection.parent; parent; parent = parent.parent) {
    if (!parent.kindOf(declaredByHand)) return false;
    if (parent.kindOf(ReflectionKind.TypeLiteral) && !parent.parent?.kindOf(ReflectionKind.TypeAlias))
      return false;
  }
  return true;
}

/**
 * The public names without a description, as `module.Name` (an export) or `module.Name.member` (a
 * property, method or option of an exported type).
 */
export function undocumented(project) {
  const missing = project
    .getReflectionsByKind(required)
    .filter(
      (reflection) => handWritten(reflection) && !reflection.flags.isExternal && !hasDescription(reflection),
    )
    .filter((reflection) => !reflection.inheritedFrom && !reflection.implementationOf);
  const name = (reflection) => reflection.getFullName();
  const isExport = (reflection) => reflection.parent?.kindOf(ReflectionKind.Module | ReflectionKind.Project);
  return {
    exports: missing.filter(isExport).map(name),
    members: [...new Set(missing.filter((reflection) => !isExport(reflection)).map(name))],
  };
}

/** Converts the entries with the given options (the site's typedoc.config.mjs unless overridden). */
export async function convert(options = {}) {
  const app = await Application.bootstrapWithPlugins({ options: 'typedoc.config.mjs', ...options }, [
    new TypeDocReader(),
    new TSConfigReader(),
  ]);
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the entries (see the errors above).');
  app.validate(project);
  return { app, project };
}

async function main() {
  const check = process.argv.includes('--check');
  const { app, project } = await convert();
  const { exports, members } = undocumented(project);
  if (process.argv.includes('--members')) {
    console.log(`${members.length} members of exported types have no description:`);
    for (const name of members) console.log(`  ${name}`);
  }
  if (exports.length > 0) {
    console.error(`${exports.length} public exports have no description (write TSDoc on them):`);
    for (const name of exports) console.error(`  ${name}`);
    process.exitCode = 1;
    return;
  }
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    console.error('TypeDoc reported problems (above).');
    process.exitCode = 1;
    return;
  }
  if (!check) await app.generateOutputs(project);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
