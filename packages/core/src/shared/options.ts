import { type FlowError, flowError } from './errors';

/**
 * A check for each option a flow checks: whether a given value can be taken. An option left out
 * (`undefined`) is not checked: it takes its default.
 */
export type OptionChecks<TOptions> = { readonly [K in keyof TOptions]?: (value: unknown) => boolean };

/** A check: a whole number of at least `least`. */
export const wholeNumberFrom =
  (least: number) =>
  (value: unknown): boolean =>
    // `Number.isInteger` is false for anything but a number.
    Number.isInteger(value) && (value as number) >= least;

/** A check: a number of at least `least` (`NaN` is none). */
export const numberFrom =
  (least: number) =>
  (value: unknown): boolean =>
    typeof value === 'number' && value >= least;

/**
 * Whether a flow can take `options`: none at all, or an object whose every given option passes its
 * check. A flow takes options whole or not at all: one it cannot take refuses the set.
 *
 * @example areValidOptions({ pageSize: 0 }, { pageSize: wholeNumberFrom(1) }) // false
 */
export function areValidOptions<TOptions extends object>(
  options: TOptions | null | undefined,
  checks: OptionChecks<TOptions>,
): boolean {
  return (
    options === undefined ||
    (typeof options === 'object' &&
      options !== null &&
      Object.entries(checks).every(([name, check]) => {
        const value: unknown = (options as Record<string, unknown>)[name];
        return value === undefined || (check as (value: unknown) => boolean)(value);
      }))
  );
}

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
