/**
 * `@loyalty-flows/review`: the app side of a design review (browser-safe), and the types the review server
 * and page share. The server itself is `@loyalty-flows/review/server` (Node only).
 */
export type {
  GraphNode,
  GraphTransition,
  MachineGraph,
  StateNodeType,
  TransitionKind,
} from './graph/graph.types';
export {
  createReviewInspector,
  createStepGatherer,
  type DescribedStates,
  type ReviewInspector,
  type ReviewInspectorOptions,
  type WebSocketLike,
} from './inspector/index';
export {
  REVIEW_PAGE_EXTENSIONS,
  type ReviewChart,
  type ReviewChartMark,
  type ReviewChartMarks,
  type ReviewComparedState,
  type ReviewPageExtension,
  type ReviewPageHost,
  type ReviewPageState,
  type ReviewPageTab,
  type ReviewStateScreen,
  type ReviewStateScreens,
} from './page/page-extension';
export type { AppControl, AppMessage, PageCommand, PageCommandRefused, PageUpdate } from './protocol';
export type {
  ActionRun,
  ActorRecord,
  Json,
  Microstep,
  ReviewSession,
  SnapshotData,
  StateDescriptions,
  Step,
  TabRecord,
} from './session.schema';
