#!/usr/bin/env node
// The Stately inspector server for design review without the pop-up: the example apps report to it when
// started with VITE_INSPECT_SERVER=ws://127.0.0.1:8080, and it prints every (already redacted) event here,
// so the flows can be followed offline too. http://127.0.0.1:8080 shows them in the Stately inspector UI.
import { createWebSocketReceiver } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';

const port = Number(process.argv[2] ?? 8080);
const server = createInspectorServer({ port, autoOpen: false });

/** One line per event: which actor, and the event it received or the state it reached. */
function summary(message) {
  const actor = message.name ?? message.sessionId;
  if (message.type === '@xstate.event')
    return `${message.sessionId}  event     ${JSON.stringify(message.event)}`;
  if (message.type === '@xstate.snapshot')
    return `${message.sessionId}  state     ${JSON.stringify(message.snapshot?.value ?? message.snapshot?.status)}`;
  return `${message.sessionId}  new actor ${actor}`;
}

setTimeout(() => {
  createWebSocketReceiver({ server: `ws://127.0.0.1:${port}` }).subscribe((message) =>
    console.log(summary(message)),
  );
}, 100);

console.log(`Stately inspector server on ws://127.0.0.1:${port}`);
console.log(`  Start the apps with VITE_INSPECT_SERVER=ws://127.0.0.1:${port} npm start and tick Inspect.`);
console.log(
  `  Events print below; http://127.0.0.1:${port} shows them in the Stately inspector UI (online).`,
);
process.on('SIGINT', () => {
  server.stop();
  process.exit(0);
});
