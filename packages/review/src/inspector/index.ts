export { playConnectivity } from './browser-connectivity';
export { createStepGatherer } from './inspection-steps';
export { plainJson } from './plain-json';
export { appSocketUrl, type WebSocketLike } from './review-connection';
export { createReviewInspector, type ReviewInspector, type ReviewInspectorOptions } from './review-inspector';
