import { assign, type EventObject } from 'xstate';
import { failureOf } from './actor-failure';
import { type PagedList, type PagedListState, type PageKind, withPage, withPageFailure } from './paged-list';
import { isLastPage } from './paging';

/**
 * The region's own words for each state, and for a refresh that comes while the first page loads, each
 * as `{ description: '…' }` in the flow's `.machine.ts`: the default build strips them there (to `{}`),
 * so an app's production bundle carries none (tsdown.config.ts).
 */
type PagedListDescriptions = Record<PagedListState | 'refreshWhileLoading', { description?: string }>;

/** What a flow's paged-list region is built from. */
export interface PagedListRegionSpec<
  TPrefix extends string,
  TLoader extends object,
  TAfter extends readonly string[],
> {
  /** The flow's event prefix: the region answers `<prefix>.REFRESH` and `<prefix>.LOAD_MORE`. */
  prefix: TPrefix;
  /** The page loader to invoke for `kind` of page (its `id`, `src` and `input`). */
  loader: (kind: PageKind) => TLoader;
  /** Actions run after `storePage` (the notifications flow writes its waiting reads). */
  afterPage?: TAfter;
  /** Spread into the region's states and its refresh while loading. */
  descriptions: PagedListDescriptions;
}

/** A one-key object with a key typed as given (a computed key would widen to `string`). */
function entry<TKey extends string, TValue>(key: TKey, value: TValue) {
  return { [key]: value } as { [K in TKey]: TValue };
}

/**
 * The states of a list loaded page by page with `skip`/`top`, named as `PagedListState` says: the first
 * page loads on entry, a full page is `ready` (`<prefix>.LOAD_MORE` loads the next), a short page is
 * the `end`, a failure keeps what was loaded and `<prefix>.LOAD_MORE` retries the page that failed.
 * `<prefix>.REFRESH` loads the first page again. The machine's setup provides the guards and actions
 * it names ({@link pagedListImplementations}) and the loader.
 *
 * @example history: { description: 'The history.', ...pagedListRegion({ prefix: 'REDEMPTION', loader, descriptions }) }
 */
export function pagedListRegion<
  TPrefix extends string,
  TLoader extends object,
  const TAfter extends readonly string[] = [],
>({ prefix, loader, afterPage, descriptions }: PagedListRegionSpec<TPrefix, TLoader, TAfter>) {
  const load = (kind: PageKind) => {
    const stored = [{ type: 'storePage', params: { kind } } as const, ...(afterPage ?? [])] as readonly [
      { readonly type: 'storePage'; readonly params: { readonly kind: PageKind } },
      ...TAfter,
    ];
    return {
      ...loader(kind),
      onDone: [
        { guard: 'isLastPage', target: 'end', actions: stored },
        { target: 'ready', actions: stored },
      ],
      onError: { target: 'error', actions: { type: 'storePageFailure', params: { kind } } },
    } as const;
  };
  const loadMore = `${prefix}.LOAD_MORE` as const;
  return {
    initial: 'loading',
    states: {
      loading: {
        ...descriptions.loading,
        invoke: load('first'),
        on: entry(`${prefix}.REFRESH` as const, descriptions.refreshWhileLoading),
      },
      ready: { ...descriptions.ready, on: entry(loadMore, 'loadingMore' as const) },
      loadingMore: { ...descriptions.loadingMore, invoke: load('next') },
      end: descriptions.end,
      error: {
        ...descriptions.error,
        on: entry(loadMore, [
          { guard: 'didFirstPageFail', target: 'loading' },
          { target: 'loadingMore' },
        ] as const),
      },
    },
    on: entry(`${prefix}.REFRESH` as const, '.loading' as const),
  } as const;
}

/** An item of a paged list: keyed by its `id`. */
type Keyed = { readonly id: string };

/** How a flow keeps its paged list: under which context key, and what its loader's output holds. */
export interface PagedListImplementationSpec<TContext, TOutput> {
  /** The context's key of the paged list. */
  list: keyof TContext & string;
  /** The page in the loader's output (default: the output is the page). */
  pageOf?: (output: TOutput) => readonly Keyed[];
  /** What else storing a page changes (read from the context before it). */
  alongside?: (context: TContext, output: TOutput) => Partial<TContext>;
}

/**
 * The guards and actions a paged-list region names, for a flow's `setup`: `isLastPage` (a page shorter
 * than `pageSize`), `didFirstPageFail`, `storePage` and `storePageFailure`. Items are keyed by `id`.
 *
 * @example setup({ guards: { ...paged.guards }, actions: { ...paged.actions } })
 */
export function pagedListImplementations<
  TContext extends { pageSize: number },
  TEvent extends EventObject,
  TOutput,
>({
  list,
  pageOf = (output) => output as readonly Keyed[],
  alongside,
}: PagedListImplementationSpec<TContext, TOutput>) {
  type Args = { context: TContext; event: TEvent };
  const listOf = (context: TContext) => context[list] as PagedList<Keyed>;
  // The region names `isLastPage` and `storePage` only in its loader's `onDone`: the event is that
  // loader's done event, so its output is read without asserting it.
  const outputOf = (event: TEvent) => (event as unknown as { output: TOutput }).output;
  const withList = (paged: PagedList<Keyed>) => ({ [list]: paged }) as Partial<TContext>;
  return {
    guards: {
      isLastPage: ({ context, event }: Args) => isLastPage(pageOf(outputOf(event)), context.pageSize),
      didFirstPageFail: ({ context }: Args) => listOf(context).failure?.page === 'first',
    },
    actions: {
      storePage: assign<TContext, TEvent, { kind: PageKind }, TEvent, never>(
        ({ context, event }, { kind }) => ({
          ...alongside?.(context, outputOf(event)),
          ...withList(withPage(listOf(context), kind, pageOf(outputOf(event)), (item) => item.id)),
        }),
      ),
      storePageFailure: assign<TContext, TEvent, { kind: PageKind }, TEvent, never>(
        ({ context, event }, { kind }) => withList(withPageFailure(listOf(context), kind, failureOf(event))),
      ),
    },
  };
}
