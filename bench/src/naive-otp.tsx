import { useEffect, useState } from 'react';

/**
 * The comparison for "SMS per intent": an OTP screen written the usual way, with `useState` and
 * `fetch`. It sends a code when it opens, has a resend button disabled during a 60 s countdown that
 * starts when the answer arrives, and keeps the countdown in component state.
 */
export function NaiveOtp({
  url,
  headers,
  phone,
}: {
  url: string;
  headers: Record<string, string>;
  phone: string;
}) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const send = async () => {
    if (secondsLeft > 0) return;
    await fetch(`${url}/api/auth/otp?contact_number=${phone}`, { headers });
    setSecondsLeft(60);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the naive screen sends once when it opens
  useEffect(() => {
    void send();
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return (
    <button type="button" disabled={secondsLeft > 0} onClick={send}>
      {secondsLeft > 0 ? `Resend in ${secondsLeft}` : 'Send code'}
    </button>
  );
}
