import { defaultServiceTimeZone, otpDefaults } from '@loyalty-flows/domain';
import type { CorsOrigins, OtpChannel, OutboxMessage, SandboxCredentials, SandboxOptions } from './types';

/** {@link SandboxOptions} with every default filled in. */
export interface ResolvedSandboxOptions {
  credentials: SandboxCredentials;
  otpLifetimeMs: number;
  resendCooldownMs: number;
  maxWrongCodes: number;
  wrongCodeWindowMs: number;
  lockMs: number;
  channel: OtpChannel;
  otpExpireDate: boolean;
  maxBodyBytes: number;
  /** Without a trailing slash; `undefined`: the origin of each request. */
  publicUrl: string | undefined;
  serviceTimeZone: string;
  corsOrigins: CorsOrigins;
  onCodeSent: ((message: OutboxMessage) => void) | undefined;
}

/**
 * The defaults of {@link SandboxOptions}. The OTP rules are the domain's `otpDefaults`, the values
 * docs/wire-format.md assumes for the real service (A1), so the sandbox and the client agree.
 */
export const sandboxDefaults = {
  subscriptionKey: 'sandbox-subscription-key',
  appId: 'sandbox-app',
  token: 'sandbox-token',
  otpLifetimeMs: otpDefaults.lifetimeMs,
  resendCooldownMs: otpDefaults.resendCooldownMs,
  maxWrongCodes: otpDefaults.maxAttempts,
  wrongCodeWindowMs: 600_000,
  lockMs: otpDefaults.lockMs,
  channel: 'sms',
  otpExpireDate: true,
  maxBodyBytes: 16_384,
  serviceTimeZone: defaultServiceTimeZone,
  corsOrigins: 'loopback',
} as const satisfies Required<Omit<SandboxOptions, 'onCodeSent' | 'publicUrl'>>;

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isFinite(resolved) || resolved < 0) {
    throw new RangeError(`sandbox option ${name} must be a finite number ≥ 0`);
  }
  return resolved;
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved < 1) {
    throw new RangeError(`sandbox option ${name} must be an integer ≥ 1`);
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

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function corsOriginsOf(value: CorsOrigins | undefined): CorsOrigins {
  if (value === undefined) return sandboxDefaults.corsOrigins;
  if (typeof value === 'function' || value === '*' || value === 'loopback') return value;
  for (const origin of value) {
    // An origin is scheme://host[:port] exactly as a browser sends it: no path, no trailing slash.
    if (parsedUrl(origin)?.origin !== origin) {
      throw new TypeError(
        `sandbox option corsOrigins: ${JSON.stringify(origin)} is not an origin such as http://127.0.0.1:5173`,
      );
    }
  }
  return value;
}

function publicUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = parsedUrl(value);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError('sandbox option publicUrl must be an http(s) URL');
  }
  return url.href.replace(/\/+$/, '');
}

function timeZoneOf(value: string | undefined): string {
  const zone = value ?? sandboxDefaults.serviceTimeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new RangeError(`sandbox option serviceTimeZone: ${JSON.stringify(zone)} is not a time zone`);
  }
  return zone;
}

/** Fills in the defaults and refuses options the sandbox could not honour. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const channel = options.channel ?? sandboxDefaults.channel;
  if (channel !== 'sms' && channel !== 'email') {
    throw new TypeError("sandbox option channel must be 'sms' or 'email'");
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
    maxWrongCodes: positiveInteger('maxWrongCodes', options.maxWrongCodes, sandboxDefaults.maxWrongCodes),
    wrongCodeWindowMs: nonNegative(
      'wrongCodeWindowMs',
      options.wrongCodeWindowMs,
      sandboxDefaults.wrongCodeWindowMs,
    ),
    lockMs: nonNegative('lockMs', options.lockMs, sandboxDefaults.lockMs),
    channel,
    otpExpireDate: options.otpExpireDate ?? sandboxDefaults.otpExpireDate,
    maxBodyBytes: positiveInteger('maxBodyBytes', options.maxBodyBytes, sandboxDefaults.maxBodyBytes),
    publicUrl: publicUrlOf(options.publicUrl),
    serviceTimeZone: timeZoneOf(options.serviceTimeZone),
    corsOrigins: corsOriginsOf(options.corsOrigins),
    onCodeSent: options.onCodeSent,
  };
}
