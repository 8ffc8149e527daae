/**
 * Actors the shared fixtures start, stopped after each test by `test-isolation.setup.ts`: the test files of
 * a worker share one module graph, and an actor left running ticks on real timers into the next file,
 * whose fake timers would then count its ticks as their own.
 */
const started = new Set<{ stop(): void }>();

/** Registers `actor` to be stopped after the test; returns it. */
export function stoppedAfterTest<T extends { stop(): void }>(actor: T): T {
  started.add(actor);
  return actor;
}

/** Stops every actor registered since the last call. */
export function stopStartedActors(): void {
  for (const actor of started) actor.stop();
  started.clear();
}
