// The library's one rule for a typed code (ASCII, Thai and full-width digits; spaces and dashes
// dropped), so the apps never write their own.
export { normalizeOtpCode } from '@loyalty-flows/domain';
