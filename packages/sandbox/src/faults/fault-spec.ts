import type { SandboxFault, SandboxFaultKind, SandboxRoute } from '../types';
import { InvalidRequestError } from '../wire/invalid-request';

/** Every contract route, by its name in faults and in the request log. */
export const sandboxRoutes: readonly SandboxRoute[] = [
  'otp.request',
  'otp.verify',
  'redeem.list',
  'redeem.use',
  'noti.list',
  'noti.read',
];

const faultKinds: readonly SandboxFaultKind[] = [
  'status',
  'gateway',
  'rate_limited',
  'error_in_200',
  'success_false',
  'malformed_json',
  'drop',
  'latency',
];

const knownFields = new Set([
  'route',
  'kind',
  'status',
  'latencyMs',
  'retryAfterSeconds',
  'times',
  'errorId',
]);

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new InvalidRequestError(`${name} must be one of ${allowed.join(', ')}.`);
}

function integerIn(name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  throw new InvalidRequestError(`${name} must be a whole number from ${min} to ${max}.`);
}

function errorIdOf(value: unknown): number | string | undefined {
  if (value === undefined) return undefined;
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '')) {
    return value;
  }
  throw new InvalidRequestError('errorId must be a number or a non-empty string.');
}

/**
 * Checks a fault posted to `/__sandbox/faults`. Unknown fields are refused, so a misspelt option
 * (`latency` for `latencyMs`) fails loudly instead of arming a different fault.
 */
export function parseFault(body: unknown): SandboxFault {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidRequestError('A fault is a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((name) => !knownFields.has(name));
  if (unknown.length > 0) throw new InvalidRequestError(`Unknown fault fields: ${unknown.join(', ')}.`);

  const fault: SandboxFault = {
    route: oneOf('route', fields.route, sandboxRoutes),
    kind: oneOf('kind', fields.kind, faultKinds),
  };
  const status = integerIn('status', fields.status, 400, 599);
  const latencyMs = integerIn('latencyMs', fields.latencyMs, 0, 120_000);
  const retryAfterSeconds = integerIn('retryAfterSeconds', fields.retryAfterSeconds, 0, 86_400);
  const times = integerIn('times', fields.times, 0, 1_000_000);
  const errorId = errorIdOf(fields.errorId);
  if (status !== undefined) fault.status = status;
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  if (retryAfterSeconds !== undefined) fault.retryAfterSeconds = retryAfterSeconds;
  if (times !== undefined) fault.times = times;
  if (errorId !== undefined) fault.errorId = errorId;
  return fault;
}
