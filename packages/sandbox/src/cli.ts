/**
 * `loyalty-sandbox [--port 8787] [--host 127.0.0.1] [--channel sms|email]`: serves the sandbox, prints
 * how to reach it and every code it sends (this terminal is the development SMS and e-mail inbox).
 */
import { parseArgs } from 'node:util';
import { serveSandbox } from './server/serve-sandbox';
import type { OtpChannel } from './types';

const usage = 'usage: loyalty-sandbox [--port 8787] [--host 127.0.0.1] [--channel sms|email]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        channel: { type: 'string', default: 'sms' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail('--port must be a whole number from 0 to 65535');
if (values.channel !== 'sms' && values.channel !== 'email') fail('--channel must be sms or email');

async function main(): Promise<void> {
  const sandbox = await serveSandbox({
    port,
    hostname: values.host,
    channel: values.channel as OtpChannel,
    onCodeSent: (message) => {
      const validFor = Math.round((message.expiresAt - message.sentAt) / 1000);
      console.log(
        `[${message.channel}] to ${message.to}: code ${message.code} (ref ${message.refCode}, valid ${validFor} s)`,
      );
    },
  });

  const { subscriptionKey, appId, token } = sandbox.credentials;
  console.log(`Loyalty sandbox listening on ${sandbox.url}
  Ocp-Apim-Subscription-Key: ${subscriptionKey}
  App-Id:                    ${appId}
  Authorization:             token ${token}
  Try: curl -H 'Ocp-Apim-Subscription-Key: ${subscriptionKey}' -H 'App-Id: ${appId}' \\
            -H 'Authorization: token ${token}' -H 'Ocp-Apim-Trace: 1' \\
            '${sandbox.url}/api/auth/otp?contact_number=0812345678'
  Developer routes: ${sandbox.url}/__sandbox/outbox · /requests · /clock · /faults · /reset`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void sandbox.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`loyalty-sandbox could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
