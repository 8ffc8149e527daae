import type { CorsOrigins, OtpChannel, OutboxMessage, SandboxCredentials, SandboxOptions } from './types';

/** {@link SandboxOptions} with every default filled in. */
export interface ResolvedSandboxOptions {
  credentials: SandboxCredentials;
  otpLifetimeMs: number;
  resendCooldownMs: number;
  maxWrongCodes: number;
  lockMs: number;
  channel: OtpChannel;
  corsOrigins: CorsOrigins;
  onCodeSent: ((message: OutboxMessage) => void) | undefined;
}

/** The defaults of {@link SandboxOptions}, as wire-notes.md assumes them for the real service. */
export const sandboxDefaults = {
  subscriptionKey: 'sandbox-subscription-key',
  appId: 'sandbox-app',
  token: 'sandbox-token',
  otpLifetimeMs: 180_000,
  resendCooldownMs: 60_000,
  maxWrongCodes: 5,
  lockMs: 300_000,
  channel: 'sms',
  corsOrigins: 'loopback',
} as const satisfies Required<Omit<SandboxOptions, 'onCodeSent'>>;

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isFinite(resolved) || resolved < 0) {
    throw new RangeError(`sandbox option ${name} must be a finite number ≥ 0`);
  }
  return resolved;
}

function nonEmpty(name: string, value: string | undefined, fallback: string): string {
  const resolved = value ?? fallback;
  // A credential with spaces or control characters could not travel in a header.
  if (!/^[\x21-\x7e]+$/.test(resolved)) {
    throw new TypeError(`sandbox option ${name} must be non-empty printable ASCII without spaces`);
  }
  return resolved;
}

function corsOriginsOf(value: CorsOrigins | undefined): CorsOrigins {
  if (value === undefined) return sandboxDefaults.corsOrigins;
  if (typeof value === 'function' || value === '*' || value === 'loopback') return value;
  for (const origin of value) {
    // An origin is scheme://host[:port] exactly as a browser sends it: no path, no trailing slash.
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed.origin !== origin) {
      throw new TypeError(
        `sandbox option corsOrigins: ${JSON.stringify(origin)} is not an origin such as http://127.0.0.1:5173`,
      );
    }
  }
  return value;
}

/** Fills in the defaults and refuses options the sandbox could not honour. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const channel = options.channel ?? sandboxDefaults.channel;
  if (channel !== 'sms' && channel !== 'email') {
    throw new TypeError("sandbox option channel must be 'sms' or 'email'");
  }
  const maxWrongCodes = nonNegative('maxWrongCodes', options.maxWrongCodes, sandboxDefaults.maxWrongCodes);
  if (!Number.isInteger(maxWrongCodes) || maxWrongCodes < 1) {
    throw new RangeError('sandbox option maxWrongCodes must be an integer ≥ 1');
  }
  return {
    credentials: {
      subscriptionKey: nonEmpty('subscriptionKey', options.subscriptionKey, sandboxDefaults.subscriptionKey),
      appId: nonEmpty('appId', options.appId, sandboxDefaults.appId),
      token: nonEmpty('token', options.token, sandboxDefaults.token),
    },
    otpLifetimeMs: nonNegative('otpLifetimeMs', options.otpLifetimeMs, sandboxDefaults.otpLifetimeMs),
    resendCooldownMs: nonNegative(
      'resendCooldownMs',
      options.resendCooldownMs,
      sandboxDefaults.resendCooldownMs,
    ),
    maxWrongCodes,
    lockMs: nonNegative('lockMs', options.lockMs, sandboxDefaults.lockMs),
    channel,
    corsOrigins: corsOriginsOf(options.corsOrigins),
    onCodeSent: options.onCodeSent,
  };
}
