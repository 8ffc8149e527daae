/** A character that would make a secret part of a longer word or number. */
const wordCharacter = '[0-9A-Za-z]';

/** `value` with the characters a regular expression reads as syntax escaped. */
function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The secrets that `text` holds as themselves: a six-digit code in `"otp":"918273"` or `code 918273`, a
 * serial after `campaign_`, but not the same digits inside a longer number, such as a wall-clock time
 * (1795591827396 holds 918273 by chance), where a plain substring check fails a run at random.
 *
 * @example expect(secretsIn(JSON.stringify(session), [code, token])).toEqual([]);
 */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) =>
    new RegExp(`(?<!${wordCharacter})${literal(secret)}(?!${wordCharacter})`).test(text),
  );
}
