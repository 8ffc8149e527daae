import { Fragment } from 'react';
import { phrases } from '../../../shared/format';

/**
 * A text whose lines break at its spaces first: each phrase a `.phrase` span (shared/format.ts,
 * `phrases`), so Thai never breaks inside "กรุณาลองใหม่" nor "10:05 น." while the phrase fits a line.
 */
export function Phrases({ text }: { text: string }) {
  return phrases(text).map((phrase, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a phrase's place is its identity; a text repeats words.
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="phrase">{phrase}</span>
    </Fragment>
  ));
}
