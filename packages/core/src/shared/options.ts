import { assign, type EventObject, type MachineContext } from 'xstate';
import { type FlowError, flowError } from './errors';

/** An object, not `null`: the OTP flow's `contact`, and any options given. */
export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Whether an option is left out or a number of at least `least` (a whole one when `whole`).
 *
 * @example atLeast(input.pageSize, 1, true)
 */
export const atLeast = (value: unknown, least: number, whole?: boolean): boolean =>
  value === undefined || (typeof value === 'number' && value >= least && (!whole || Number.isInteger(value)));

/**
 * The one rule of every flow's options, at creation and for a live `<FLOW>.CONFIGURE`: options are
 * taken when they are left out or an object that passes the flow's `isValid` (given `{}` when they
 * are left out); their settings are `settingsOf(input)`, the defaults filled in. Options that cannot
 * be taken are refused alike at creation and later: the flow keeps running (at creation on
 * `settingsOf(fallback)`, its defaults; later on what it had), and its view's `optionsError` says
 * `invalid_input`.
 *
 * It gives, in this order, the context's starting settings, and for the flow's setup the guard
 * `hasBadOptions` (for its `<FLOW>.CONFIGURE` transitions: it reads the event's `options`) and the
 * action `refuseOptions`.
 *
 * @example
 * const [startingSettings, hasBadOptions, refuseOptions] = flowOptions<Context, MachineEvent>()(
 *   ({ pageSize }) => atLeast(pageSize, 1, true),
 *   settingsOf,
 * );
 * setup({ guards: { hasBadOptions }, actions: { refuseOptions } }).createMachine({
 *   context: ({ input }) => ({ ...startingSettings(input), list: emptyPagedList() }),
 *   on: { 'X.CONFIGURE': [{ guard: 'hasBadOptions', actions: 'refuseOptions' }, { actions: 'configure' }] },
 * });
 */
export const flowOptions =
  <TContext extends MachineContext & { optionsError?: FlowError }, TEvent extends EventObject>() =>
  <TInput extends object, TSettings>(
    isValid: (input: Partial<TInput>) => boolean,
    settingsOf: (input: TInput | undefined) => TSettings,
  ) => {
    const canTake = (input: unknown): input is TInput | undefined =>
      (input === undefined || isObject(input)) && isValid(Object(input));
    return [
      /** The settings the flow starts with: of `input` when it can be taken, else of `fallback`, refused. */
      (input: TInput | undefined, fallback?: TInput): TSettings & { optionsError?: FlowError } =>
        canTake(input)
          ? (settingsOf(input) as TSettings & { optionsError?: FlowError })
          : { ...settingsOf(fallback), optionsError: flowError('invalid_input') },
      /** `hasBadOptions`, for the flow's `<FLOW>.CONFIGURE` transitions: it reads the event's `options`. */
      ({ event }: { event: { type: string; options?: unknown } }) => !canTake(event.options),
      /** `refuseOptions`: the settings stay as they were, the actor keeps running, its view's `optionsError` shows why. */
      // (TypeScript relates no object literal to a field of a context it knows only by its bound.)
      assign<TContext, TEvent, undefined, TEvent, never>(
        () => ({ optionsError: flowError('invalid_input') }) as Partial<TContext>,
      ),
    ] as const;
  };
