import type { LoyaltyPort } from '@loyalty-flows/core';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import type { LoyaltyProviderProps } from '../src';
import { LoyaltyProvider } from '../src';

/** Both ways every suite runs: React StrictMode (double mount in development) and without it. */
export const modes = [
  ['StrictMode', true],
  ['no StrictMode', false],
] as const;

/** Renders `ui` under the provider, in StrictMode when asked. */
export function renderWith(
  ui: ReactNode,
  client: LoyaltyPort,
  strict: boolean,
  settings: Omit<LoyaltyProviderProps, 'client' | 'children'> = {},
) {
  const tree = (
    <LoyaltyProvider client={client} {...settings}>
      {ui}
    </LoyaltyProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
