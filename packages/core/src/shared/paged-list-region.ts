import type { DoneActorEvent } from 'xstate';
import type { PageKind } from './paged-list';

/** An object of one key that keeps its literal type (a computed key would widen to `string`). */
const keyed = <const K extends string, V>(key: K, value: V) => ({ [key]: value }) as { [P in K]: V };

/**
 * The statechart region of a list loaded page by page with `skip`/`top`, for both lists (the
 * redemption history, the notification list). Its states are named as `PagedListState` says
 * (`loading`, `ready`, `loadingMore`, `end`, `error`: the views, the atlas and the e2e specs read
 * them). The first page loads on entry and on `<FLOW>.REFRESH`; a short page is the end; a failure
 * keeps what was loaded and `<FLOW>.LOAD_MORE` retries the page that failed.
 *
 * The flow's setup gives, by name, the page loader `src` (invoked with that id, given `input(context,
 * kind)`), the guards `isLastPage` and `didFirstPageFail`, and the actions `storePage` (its params:
 * `{ kind, page }`, the page loader's answer) and `storePageFailure` (`{ kind }`); `after` names the
 * flow's own actions that run after a page is stored, and `on` its other transitions of the region.
 * The machine adds the region's own `description`.
 *
 * @example
 * history: pagedListRegion<RedemptionContext, HistoryPageActorOutput>()('REDEMPTION', 'loadHistoryPage', input, on)
 */
export const pagedListRegion =
  <TContext, TOutput>() =>
  <
    const TFlow extends string,
    const TSrc extends string,
    TInput,
    const TOn extends object,
    const TAfter extends string = never,
  >(
    flow: TFlow,
    src: TSrc,
    input: (context: TContext, kind: PageKind) => TInput,
    on: TOn,
    after: readonly TAfter[] = [],
  ) => {
    const loadMore = `${flow}.LOAD_MORE` as const;
    const load = (kind: PageKind) => {
      // The page that arrived, and which one it was.
      const page = ({ event }: { event: DoneActorEvent<TOutput> }) => ({ kind, page: event.output });
      const actions = [{ type: 'storePage', params: page } as const, ...after];
      return {
        id: src,
        src,
        input: ({ context }: { context: TContext }) => input(context, kind),
        onDone: [
          { guard: { type: 'isLastPage', params: page }, target: 'end', actions },
          { target: 'ready', actions },
        ],
        onError: { target: 'error', actions: { type: 'storePageFailure', params: { kind } } },
      } as const;
    };
    // The descriptions are the same words for both lists; the default build strips them (tsdown.config.ts).
    return {
      initial: 'loading',
      states: {
        loading: {
          description: 'The first page loads (start, refresh, new query); loaded items stay shown.',
          invoke: load('first'),
          on: keyed(`${flow}.REFRESH`, { description: 'Loading already: nothing more.' }),
        },
        ready: {
          description: 'A full page arrived: more may follow.',
          on: keyed(loadMore, 'loadingMore' as const),
        },
        loadingMore: { description: 'The next page loads.', invoke: load('next') },
        end: { description: 'A short page arrived: all is loaded.' },
        error: {
          description: 'A page failed; loading more retries it.',
          on: keyed(loadMore, [
            { guard: 'didFirstPageFail', target: 'loading' },
            { target: 'loadingMore' },
          ] as const),
        },
      },
      on: { ...keyed(`${flow}.REFRESH`, '.loading' as const), ...on },
    } as const;
  };
