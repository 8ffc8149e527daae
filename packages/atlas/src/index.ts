/**
 * The state atlas: every state of the app's machines as screens (app × language × scheme), checked
 * against their recorded baselines (a person reviewing the design approves them by name; the check never
 * needs it), written as pages and charts, served to the review page's Atlas
 * tab through a review server plugin, and built with recorded sessions into a static review site. The
 * approvals are here whole: their records, screen ids and statuses (`./approval-records.ts`), their file's
 * form, approving and the check's rule (`./approvals.ts`) and their file IO. The review page's Atlas tab
 * and chart marks are a page extension built from `./page/` into `dist/page/atlas-page.js`.
 */

export { gitUserName, hashImages, readApprovals, sha256, writeApprovals } from './approval-files';
export {
  type Approval,
  type Approvals,
  type ApprovalsView,
  type Approved,
  type AtlasDecision,
  type Baseline,
  type ChangesRequested,
  EMBEDDED_APPROVALS_ID,
  type ImageHashes,
  parseApprovalsView,
  parseScreenId,
  SCREEN_STATUSES,
  type ScreenKey,
  type ScreenStatus,
  STATUS_MARKS,
  screenId,
  screenIdOfFile,
  screenStatus,
  screenStatuses,
  worstStatus,
} from './approval-records';
export {
  APPROVALS_VERSION,
  approve,
  keepScreens,
  parseApprovals,
  recordBaselines,
  requestChanges,
  reviewerName,
  screenFile,
  screenPasses,
  selectScreens,
  serializeApprovals,
  stateStatuses,
  stateTally,
} from './approvals';
export {
  type AtlasRecord,
  type AtlasRecordEntry,
  type AtlasRecordMachine,
  type AtlasShot,
  atlasRecordSchema,
} from './atlas.schema';
export { type AtlasChart, type AtlasMachine, atlasCharts } from './atlas-charts';
export {
  type AtlasCheck,
  type AtlasCheckInput,
  checkAtlas,
  checkMessage,
  type ScreenCheck,
} from './atlas-check';
export { compareAtlas, type ScreenChange } from './atlas-compare';
export {
  ATLAS_URL,
  AtlasFileError,
  EMBEDDED_ATLAS_ID,
  parseAtlas,
} from './atlas-file';
export { type AtlasPage, atlasPages } from './atlas-pages';
export { changedRatio, diffPngs, isChange, type PixelDiff, pixelThreshold } from './atlas-pixels';
export { type RecordOptions, recordAtlas } from './record';
export {
  type AuditedPage,
  auditScreen,
  type ScreenAuditOptions,
  type ScreenCheckKind,
  type ScreenFinding,
  scrollToDefining,
} from './screen-audit';
export { AXE_TAGS, axeScreen } from './screen-axe';
export {
  type AllowedFinding,
  findingsMessage,
  type ScreenFindings,
  unexpectedFindings,
} from './screen-findings';
export { comparePairs, PAIR_TOLERANCE_PIXELS, type PairFinding } from './screen-pairs';
export { DecisionError } from './server/atlas-decisions';
export { atlasPlugin } from './server/atlas-plugin';
export { buildSite, type SiteBuild, type SiteSources } from './site/site-build';
export {
  flowSession,
  lastFlowState,
  type SiteFlow,
  sessionFile,
  sessionsDirOf,
  siteFlows,
  staleness,
} from './site/site-sessions';
