import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/inspect';

/*
 * Redaction keeps the shape of what it copies: only secrets change.
 */

describe('redactSecrets', () => {
  it('keeps an empty list empty, at the top and inside an object (an empty page of notifications)', () => {
    expect(redactSecrets([])).toEqual([]);
    expect(redactSecrets({ items: [], page: { entries: [] } })).toEqual({ items: [], page: { entries: [] } });
  });
});
