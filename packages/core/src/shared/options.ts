import { type FlowError, flowError } from './errors';

/**
 * The settings a flow starts with. Options it can take (`isValid`) give `settingsOf(input)`; options it
 * cannot take are refused as a live `<FLOW>.CONFIGURE` is: the flow starts on its defaults
 * (`settingsOf(fallback)`, for the OTP flow its contact), keeps running, and its view's `optionsError`
 * says `invalid_input`. The same behaviour at creation and later, in every flow.
 *
 * @example context: ({ input }) => ({ ...startingSettings(input, isValidInput, settingsOf), list: emptyPagedList() })
 */
export function startingSettings<TInput, TSettings>(
  input: TInput,
  isValid: (input: TInput) => boolean,
  settingsOf: (input: TInput | undefined) => TSettings,
  fallback?: TInput,
): TSettings & { optionsError?: FlowError } {
  if (isValid(input)) return settingsOf(input) as TSettings & { optionsError?: FlowError };
  return { ...settingsOf(fallback), optionsError: flowError('invalid_input') };
}
