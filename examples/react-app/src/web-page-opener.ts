import { createContext } from 'react';

/**
 * Where an opened reward's web page goes when the app opens it outside itself (LINE's
 * `liff.openWindow` in the LIFF app): the same function the provider hands the redemption flow as
 * `openWebPage`. Unset, the page shows in the app's own web view, as in the plain React app.
 */
export const WebPageOpener = createContext<((url: string) => void) | undefined>(undefined);
