import type { SandboxFaultKind } from '../types';

/** Retry-After of an offered 429, seconds: long enough to see a countdown, short enough to wait out. */
const OFFERED_RETRY_AFTER_SECONDS = 60;

/**
 * A fault a tool may offer a person (the review page's fault control): its kind, its label by language, and
 * the fields a `POST /__sandbox/faults` of it carries besides route, kind and times.
 */
export interface SandboxFaultOffer {
  kind: SandboxFaultKind;
  labels: Readonly<Record<'en' | 'th', string>>;
  fields?: { status?: number; retryAfterSeconds?: number };
}

/**
 * The faults a reviewer meets in the real service (docs/inspector.md, Time and faults): a 429 with a
 * Retry-After, a 503, and no answer at all. Listed by `GET /__sandbox/fault-routes` beside the routes, so a
 * tool offers them without knowing the sandbox.
 */
export const sandboxFaultOffers: readonly SandboxFaultOffer[] = [
  {
    kind: 'rate_limited',
    labels: {
      en: `429 Too many requests (Retry-After ${OFFERED_RETRY_AFTER_SECONDS} s)`,
      th: `429 คำขอมากเกินไป (Retry-After ${OFFERED_RETRY_AFTER_SECONDS} วินาที)`,
    },
    fields: { status: 429, retryAfterSeconds: OFFERED_RETRY_AFTER_SECONDS },
  },
  {
    kind: 'status',
    labels: { en: '503 Service unavailable', th: '503 บริการไม่พร้อมใช้งาน' },
    fields: { status: 503 },
  },
  { kind: 'drop', labels: { en: 'Timeout (connection dropped)', th: 'หมดเวลา (การเชื่อมต่อหลุด)' } },
];
