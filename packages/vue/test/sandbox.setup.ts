/** One sandbox for the run (the tests of @xstate/vue's own composables against it). */
export { serveSandboxForRun as default } from '@loyalty-flows/test-utils/sandbox-global-setup';
