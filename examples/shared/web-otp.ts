/** The part of the WebOTP API used here (not in TypeScript's DOM types yet). */
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Waits for the code of an incoming SMS with the WebOTP API (Chrome on Android; the SMS ends with
 * `@<host> #<code>`), and hands it to `onCode`. Does nothing where the API is missing. Call the
 * returned function to stop waiting (when the page leaves or the code is no longer wanted).
 * https://developer.mozilla.org/en-US/docs/Web/API/WebOTP_API
 */
export function receiveSmsCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return () => {};
  const controller = new AbortController();
  const abort = () => controller.abort();
  window.addEventListener('pagehide', abort);
  navigator.credentials
    .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
    .then((credential) => {
      if (credential && 'code' in credential) onCode((credential as OtpCredential).code);
    })
    // Aborted, refused by the user, or no SMS: the person types the code instead.
    .catch(() => {});
  return () => {
    window.removeEventListener('pagehide', abort);
    abort();
  };
}
