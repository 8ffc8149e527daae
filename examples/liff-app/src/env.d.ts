/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The LIFF app's id from the LINE Developers console; required when the mock is off. */
  readonly VITE_LIFF_ID?: string;
  /** `false` runs the real LIFF SDK (in LINE); anything else runs `@line/liff-mock`. */
  readonly VITE_LIFF_MOCK?: string;
}
