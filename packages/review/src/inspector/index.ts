export type { WebSocketLike } from '../reconnecting-socket';
export { createStepGatherer, type DescribedStates } from './inspection-steps';
export { createReviewInspector, type ReviewInspector, type ReviewInspectorOptions } from './review-inspector';
