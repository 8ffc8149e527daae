export { createStepGatherer } from './inspection-steps';
export type { WebSocketLike } from './review-connection';
export { createReviewInspector, type ReviewInspector, type ReviewInspectorOptions } from './review-inspector';
