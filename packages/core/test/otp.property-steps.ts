import fc from 'fast-check';

/*
 * The steps the OTP property tests share: time passing (timers fire), the clock jumping (no timer
 * fires), and the service's answers to a request.
 */

export type TimeStep = { kind: 'wait' | 'jump'; ms: number };
export type RequestAnswerStep = {
  kind: 'answerRequest';
  outcome: 'sent' | 'throttled' | 'network' | 'refused';
};

/** Waits (timers fire) and clock jumps (sleep, a changed clock: no timer has fired yet). */
export function timeSteps(maxJumpMs: number) {
  return [
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90_000 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('jump' as const),
        ms: fc.integer({ min: 0, max: maxJumpMs }),
      }),
    },
  ];
}

/** The service's answer to the oldest unanswered request, weighted towards a sent code. */
export const requestAnswerStep = {
  weight: 3,
  arbitrary: fc.record({
    kind: fc.constant('answerRequest' as const),
    outcome: fc.constantFrom(
      'sent' as const,
      'sent' as const,
      'throttled' as const,
      'network' as const,
      'refused' as const,
    ),
  }),
};

/** Cases and seed: fixed so a run is reproducible; `OTP_PROPERTY_RUNS=5000 OTP_PROPERTY_SEED=7` runs more. */
export function propertyRuns(defaultRuns: number) {
  return {
    numRuns: Number(process.env.OTP_PROPERTY_RUNS ?? defaultRuns),
    seed: Number(process.env.OTP_PROPERTY_SEED ?? 1418),
  };
}
