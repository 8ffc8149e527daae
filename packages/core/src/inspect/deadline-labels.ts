/**
 * The flows' deadline fields (epoch ms in their contexts: a code's and a voucher's expiry, the resend
 * cooldown, the lock after too many wrong codes, a Retry-After's end), each with its label in English and
 * Thai. A review page draws each as a bar emptying towards it. Here, in the inspecting apps' entry: an app
 * that does not inspect carries none of it.
 *
 * @example
 * createReviewInspector({ url, app, deadlines: flowDeadlineLabels });
 */
export const flowDeadlineLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  expiresAt: { en: 'Code or voucher expiry', th: 'รหัสหรือคูปองหมดอายุ' },
  resendAvailableAt: { en: 'Resend cooldown', th: 'รอส่งรหัสใหม่' },
  lockedUntil: { en: 'Locked until', th: 'ล็อกถึง' },
  retryAt: { en: 'Retry-After', th: 'ลองใหม่หลัง (Retry-After)' },
};
