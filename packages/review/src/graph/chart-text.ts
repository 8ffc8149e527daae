import type { GraphNode, GraphTransition, TransitionKind } from './graph.types';

/**
 * A glyph before each label that is not a plain event, so the kind reads without colour too (the
 * renderer also gives each kind its own dash and colour). All are in DejaVu Sans and Noto Sans.
 */
export const KIND_GLYPHS: Record<TransitionKind, string> = {
  event: '',
  always: '\u21bb ',
  delayed: '\u25f7 ',
  done: '\u2713 ',
  error: '\u2717 ',
};

/**
 * The text the chart shows for a transition: its kind's glyph, its label, the guard in brackets
 * (`OTP.RESEND [canResend]`).
 */
export function transitionText(transition: GraphTransition): string {
  const label = `${KIND_GLYPHS[transition.kind]}${transition.label}`;
  return transition.guard ? `${label} [${transition.guard}]` : label;
}

/**
 * The lines a transition's label is drawn in: one (`transitionText()`), or, when `wrap` and it has a
 * guard, the event on the first and the guard on the second, so a long label takes half the width.
 */
export function transitionLines(transition: GraphTransition, wrap: boolean): string[] {
  if (!wrap || !transition.guard) return [transitionText(transition)];
  return [`${KIND_GLYPHS[transition.kind]}${transition.label}`, `[${transition.guard}]`];
}

/** The name line of a node: its key, and for a folded state how many states it holds (`sent · 2 states`). */
export function nodeTitle(key: string, held?: number): string {
  if (held === undefined) return key;
  return `${key} \u00b7 ${held} ${held === 1 ? 'state' : 'states'}`;
}

/** The text of a node's invoke rows: the logic each invoked actor runs. */
export function invokeTexts(node: GraphNode): string[] {
  return node.invoke.map((invoke) => `invoke ${invoke.src}`);
}

/** Thai vowel and tone marks sit above or below their consonant and take no width of their own. */
const ZERO_WIDTH = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u200b-\u200d]/u;
const NARROW = /[ .,:;'!|()[\]{}iljtfrI1]/;
const WIDE = /[A-Z_MWmw@#%&]/;

/**
 * Estimates how wide a line of text is, in units of `charWidth` (the width of an average lowercase
 * letter): no canvas and no DOM, so the layout runs the same in a browser, a worker and Node. Narrow
 * letters count 0.55, capitals and wide letters 1.3, combining Thai marks 0; the estimate errs wide
 * so a label never spills out of its box.
 */
export function textWidth(text: string, charWidth: number): number {
  let units = 0;
  for (const char of text) {
    if (ZERO_WIDTH.test(char)) continue;
    units += NARROW.test(char) ? 0.55 : WIDE.test(char) ? 1.3 : 1;
  }
  return Math.ceil(units * charWidth);
}
