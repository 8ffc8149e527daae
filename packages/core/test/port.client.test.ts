import { createLoyaltyClient, LoyaltyError, type LoyaltyErrorKind } from '@loyalty-flows/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorKind, LoyaltyPort, PortErrorLike } from '../src';
import { toFlowError } from '../src/shared/errors';

describe('the client is the port', () => {
  it('createLoyaltyClient returns a LoyaltyPort and throws PortErrorLike errors (checked by tsc)', () => {
    expectTypeOf(createLoyaltyClient).returns.toExtend<LoyaltyPort>();
    expectTypeOf<LoyaltyError>().toExtend<PortErrorLike>();
    expectTypeOf<LoyaltyErrorKind>().toEqualTypeOf<ErrorKind>();
  });

  it('a LoyaltyError reaches a machine as a flow error of the same kind, status and retry time', () => {
    const error = new LoyaltyError('otp.request', 'rate_limited', { status: 429, retryAt: 1_000 });
    expect(toFlowError(error)).toMatchObject({ kind: 'rate_limited', status: 429, retryAt: 1_000 });
  });
});
