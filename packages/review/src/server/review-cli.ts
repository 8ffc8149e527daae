/**
 * The review server's command line (`loyalty-review`, see `usage`), and the same command with options of
 * its own and plugins for another program (`loyalty-atlas serve`): serves the review page and keeps the
 * session of the app tabs that send to it; prints where the page is.
 */
import { parseArgs } from 'node:util';
import { startReviewServer } from './review-server';
import type { ReviewServerPlugin } from './server-plugin';

const usage = (
  program: string,
  more: string,
) => `usage: ${program} [--port 8790] [--sandbox <url>] [--allow-origin <origin>]...${more}
  --sandbox       the sandbox whose clock and faults the page drives, e.g. http://127.0.0.1:8787
                  (without it, "advance clock" moves only the apps' clock and faults are refused)
  --allow-origin  a browser origin besides 127.0.0.1, localhost and [::1] whose pages may connect,
                  e.g. http://192.168.1.20:5173; repeat for more, '*' for any
The server listens on 127.0.0.1 only.`;

/** Options added to the review server's command line by another program, and the plugins they ask for. */
export interface ReviewCliExtension {
  /** The command in messages (`loyalty-atlas serve`). */
  program: string;
  /** The added options' synopsis and lines of help, appended to the usage. */
  usage: string;
  /** The added options, each a string (`{ atlas: { type: 'string' } }`). */
  options: Readonly<Record<string, { type: 'string' }>>;
  /**
   * The plugins the added options' values ask for, with a line each for the server's start message; or
   * what is wrong with a value, in words (the command then fails with the usage).
   */
  plugins(
    values: Readonly<Record<string, string | undefined>>,
  ): { plugins: ReviewServerPlugin[]; notes: (url: string) => string[] } | string;
}

/**
 * Runs the review server from command-line arguments until SIGINT or SIGTERM; exits 2 on a bad option
 * (with the usage), 1 when the server cannot start.
 *
 * @example runReviewCli(process.argv.slice(2)) // loyalty-review --port 8790 --sandbox http://127.0.0.1:8787
 */
export function runReviewCli(args: string[], extension?: ReviewCliExtension): void {
  const program = extension?.program ?? 'loyalty-review';
  const help = usage(program, extension?.usage ?? '');
  const fail = (message: string): never => {
    console.error(`${message}\n${help}`);
    process.exit(2);
  };
  const { values } = (() => {
    try {
      return parseArgs({
        args,
        options: {
          ...extension?.options,
          port: { type: 'string', default: '8790' },
          sandbox: { type: 'string' },
          'allow-origin': { type: 'string', multiple: true },
          help: { type: 'boolean', default: false },
        },
      });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();

  if (values.help) {
    process.stdout.write(`${help}\n`);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail('--port must be a whole number from 0 to 65535');
  if (values.sandbox !== undefined && !URL.canParse(values.sandbox)) fail('--sandbox must be a URL');
  const origins = values['allow-origin'] ?? [];
  const extra = Object.fromEntries(
    Object.keys(extension?.options ?? {}).map((name) => [
      name,
      (values as Record<string, unknown>)[name] as string | undefined,
    ]),
  );
  const added = extension ? extension.plugins(extra) : { plugins: [], notes: () => [] };
  if (typeof added === 'string') {
    fail(added);
    return;
  }

  startReviewServer({
    port,
    sandboxUrl: values.sandbox,
    plugins: added.plugins,
    allowOrigins: origins.includes('*') ? '*' : origins,
  })
    .then((server) => {
      const sandbox = values.sandbox ? `\n  time and faults of the sandbox at ${values.sandbox}` : '';
      const notes = added.notes(server.url).map((note) => `\n  ${note}`);
      process.stdout.write(
        `Review page:        ${server.url}/   (apps send to ws://127.0.0.1:${server.port}/app)${sandbox}${notes.join('')}\n`,
      );
      const stop = () => server.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`${program} could not start: ${reason}`);
      process.exit(1);
    });
}
