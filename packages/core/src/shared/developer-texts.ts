/**
 * What the flows tell a developer who builds them wrong: never a person using an app (their texts
 * are in `messages.ts`, translatable). Here in full, as tests, the source condition and the
 * `development` build (the export condition Vite, webpack and Next use while developing) have them;
 * the default build ships `developer-texts.production.ts` in this module's place (tsdown.config.ts),
 * shorter forms that still name what is wrong, as xstate and React keep their longer words for
 * development builds.
 */

/**
 * Why a machine's call fails when no environment was provided: which factory builds it.
 *
 * @example noClientText('createOtpMachine')
 */
export const noClientText = (factory: string): string =>
  `loyalty-flows: no client provided. Build the machine with ${factory}({ client }).`;

/** Why a one-shot call restored from a persisted snapshot fails without calling again. */
export const interruptedCallText: string =
  'The call was cut off when its snapshot was persisted; whether it reached the service is unknown.';
