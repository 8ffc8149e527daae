/**
 * `loyalty-sandbox [options]` (see `usage`): serves the sandbox, prints how to reach it and every code it sends (this terminal is the
 * development SMS and e-mail inbox).
 */
import { parseArgs } from 'node:util';
import { serveSandbox } from './server/serve-sandbox';
import type { CorsOrigins, OtpChannel } from './types';

const usage = `usage: loyalty-sandbox [--port 8787] [--host 127.0.0.1] [--channel sms|email]
                       [--cors-origin <origin>]... [--public-url <url>] [--without-expiredate]
  --cors-origin         a browser origin allowed to call the sandbox, e.g. http://192.168.1.20:5173;
                        repeat for more, '*' for any (default: any http(s) origin on 127.0.0.1,
                        localhost or [::1])
  --public-url          the sandbox's address as browsers reach it, for the pages it links to
                        (default: the address each request was sent to)
  --without-expiredate  answer an OTP request with {refcode} only, as some deployments do`;

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
        'cors-origin': { type: 'string', multiple: true },
        'public-url': { type: 'string' },
        'without-expiredate': { type: 'boolean', default: false },
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
const corsFlags = values['cors-origin'] ?? [];
const corsOrigins: CorsOrigins =
  corsFlags.length === 0 ? 'loopback' : corsFlags.includes('*') ? '*' : corsFlags;

function describeOrigins(origins: CorsOrigins): string {
  if (origins === 'loopback') return 'any page on 127.0.0.1, localhost or [::1]';
  if (origins === '*') return 'any';
  return typeof origins === 'function' ? 'custom' : origins.join(', ');
}

async function main(): Promise<void> {
  const sandbox = await serveSandbox({
    port,
    hostname: values.host,
    channel: values.channel as OtpChannel,
    corsOrigins,
    otpExpireDate: !values['without-expiredate'],
    ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
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
  Browser origins (CORS): ${describeOrigins(corsOrigins)}
  Developer routes: ${sandbox.url}/__sandbox/outbox · /requests · /clock · /faults · /reset
                    · /pages/:id · /campaigns/:id · /categories/:id`);

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
