/**
 * What the review page reads, for tools that build around it (`@loyalty-flows/atlas`: the state atlas,
 * its page extension and the static review site): a session file's reader, the page's links, a session
 * built into the page's HTML (and the way to build in more, for an extension to read), the comparison of
 * two recordings, the states' descriptions in a language, the page's way of building elements (for an
 * extension's tabs) and the reading of a schema's refusal. No DOM at import: Node tools use it as it is.
 */

export { type DescriptionTexts, describedState, descriptionsIn } from './page/chart/state-descriptions';
export { type Attributes, type Child, el, replaceChildren } from './page/dom';
export { EMBEDDED_SESSION_ID, embeddedScript } from './page/embedded';
export { parseSession, SessionFileError } from './page/export-import';
export {
  type ActorPath,
  type AlignedRow,
  actorPaths,
  alignRecordings,
  type DivergenceSide,
  type RecordingComparison,
  type Stay,
} from './page/recordings/recording-align';
export { formatHash, type Route } from './page/router';
export { jsonOf, parseWith, problemText, type SchemaProblem } from './schema-problem';
