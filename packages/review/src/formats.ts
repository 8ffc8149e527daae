/**
 * What the review page reads, for tools that build around it (`@loyalty-flows/atlas`: the state atlas,
 * its approvals and the static review site): the atlas file's shape and reader, what the page reads of
 * the approvals (screen ids, a screen's record and status, the review server's view, a decision), a session file's reader, the page's links, a session and atlas built into the
 * page's HTML, the comparison of two recordings, and the reading of a schema's refusal. No DOM at import: Node tools use it as it is.
 */

export * from './approvals/approvals';
export {
  type AtlasRecord,
  type AtlasRecordEntry,
  type AtlasRecordMachine,
  type AtlasShot,
  atlasRecordSchema,
} from './atlas.schema';
export { AtlasFileError, parseAtlas } from './page/atlas/atlas-file';
export {
  EMBEDDED_APPROVALS_ID,
  EMBEDDED_ATLAS_ID,
  EMBEDDED_SESSION_ID,
  embeddedScript,
} from './page/embedded';
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
