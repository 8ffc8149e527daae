import { randomInt } from 'node:crypto';

const refCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const refCodeLength = 6;

/** A six-digit code from the operating system's cryptographic random source. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A reference code of upper-case letters and digits. It is shown to the user beside the code input,
 * so letters and digits that look alike (O/0, I/1) are left out.
 */
export function generateRefCode(): string {
  let refCode = '';
  for (let index = 0; index < refCodeLength; index += 1) {
    refCode += refCodeAlphabet[randomInt(0, refCodeAlphabet.length)];
  }
  return refCode;
}
