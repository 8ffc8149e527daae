/**
 * The state atlas's approvals: the rules (which screens a decision takes, where a screen stands, the
 * file's form) and their file IO, for the repository's atlas scripts and the review server.
 */

export { gitUserName, hashImages, readApprovals, sha256, writeApprovals } from './approval-files';
export {
  type Approval,
  type Approvals,
  type ApprovalsView,
  type Approved,
  type AtlasDecision,
  approve,
  type ChangesRequested,
  type ImageHashes,
  keepScreens,
  parseApprovals,
  parseApprovalsView,
  parseScreenId,
  requestChanges,
  type ScreenKey,
  type ScreenStatus,
  STATUS_MARKS,
  screenFile,
  screenId,
  screenIdOfFile,
  screenStatus,
  screenStatuses,
  selectScreens,
  serializeApprovals,
  stateStatuses,
  stateTally,
  worstStatus,
} from './approvals';
