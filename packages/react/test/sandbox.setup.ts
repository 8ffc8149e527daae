/** One sandbox for the run (the tests of React's own hooks against it). */
export { serveSandboxForRun as default } from '@loyalty-flows/test-utils';
