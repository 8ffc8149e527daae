/**
 * Links to a view: `#<actor>/step-<seq>`, where `<actor>` is an actor's key (`react-app/k3f9/x:0`) or its
 * machine's name (`otp`: the most recent actor of that machine), and `/step-<seq>` is optional (the live view).
 */

/** What a link names. */
export interface Route {
  /** An actor key or a machine name. */
  actor: string;
  /** The step's `seq`; absent for the live view. */
  seq?: number;
}

const STEP_SUFFIX = /\/step-(\d+)$/;

/**
 * The route in a location hash, or `undefined` for an empty one.
 *
 * @example
 * parseHash('#otp/step-12') // { actor: 'otp', seq: 12 }
 */
export function parseHash(hash: string): Route | undefined {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '') return undefined;
  const step = STEP_SUFFIX.exec(body);
  const actorPart = step ? body.slice(0, step.index) : body;
  const actor = safeDecode(actorPart);
  if (actor === '') return undefined;
  return step ? { actor, seq: Number(step[1]) } : { actor };
}

/**
 * The hash of a route; readable (`/` and `:` of actor keys kept), other reserved characters escaped.
 *
 * @example
 * formatHash({ actor: 'react-app/k3f9/x:0', seq: 12 }) // '#react-app/k3f9/x:0/step-12'
 */
export function formatHash(route: Route): string {
  const actor = encodeURIComponent(route.actor).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
  return route.seq === undefined ? `#${actor}` : `#${actor}/step-${route.seq}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A hand-typed `%` that is no escape: take the text as it is.
    return text;
  }
}
