// The rule's home is @loyalty-flows/domain; this path stays only until the OTP flow imports it from there.
export { normalizeOtpCode } from '@loyalty-flows/domain';
