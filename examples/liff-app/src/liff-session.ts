import liff from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';

/** What the app knows of LINE once LIFF started: who the member is, and how to leave or open pages. */
export interface LiffSession {
  /** The member's LINE display name and picture (no user id is shown or kept). */
  profile: { displayName: string; pictureUrl?: string };
  /** Opens a page in LINE's in-app browser: the redemption flow's `openWebPage`. */
  openWebPage: (url: string) => void;
  /**
   * Closes the app. `liff.closeWindow()` works only in the LIFF browser; resolves `false` when the page
   * is still here after it, so the app says "you can close this page".
   */
  close: () => Promise<boolean>;
}

/** How long a `closeWindow()` that worked takes to make the page go, at most. */
const closeGraceMs = 500;

/**
 * Starts LIFF: `VITE_LIFF_ID` in LINE, or `@line/liff-mock` (no LINE account, no network) unless
 * `VITE_LIFF_MOCK=false`. The mock's `openWindow` does nothing, so the mock session opens pages in a
 * new tab, which is what LIFF itself does outside LINE.
 */
export async function startLiff(env: ImportMetaEnv): Promise<LiffSession> {
  const mock = env.VITE_LIFF_MOCK !== 'false';
  if (mock) liff.use(new LiffMockPlugin());
  await liff.init({ liffId: env.VITE_LIFF_ID ?? 'sandbox-liff-id', ...(mock ? { mock: true } : {}) });
  if (!liff.isLoggedIn()) liff.login();
  const { displayName, pictureUrl } = await liff.getProfile();
  return {
    profile: { displayName, pictureUrl },
    openWebPage: (url) => {
      // `external: false`: LINE's in-app browser keeps the member in LINE; many reward sites refuse framing.
      void liff.openWindow({ url, external: false });
      if (mock) window.open(url, '_blank', 'noopener');
    },
    close: () => {
      liff.closeWindow();
      return new Promise((resolve) => setTimeout(() => resolve(false), closeGraceMs));
    },
  };
}
