/** One sandbox for the run (the tests of @xstate/react's hooks against it). */
export { serveSandboxForRun as default } from '@loyalty-flows/test-utils/sandbox-global-setup';
