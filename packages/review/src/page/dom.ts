/**
 * Element building for the page's views: the page writes its own DOM (no framework), and this is the one
 * place that says how. Text goes in as text nodes, never as HTML: session data is the app's, not ours.
 */

/**
 * Attributes: strings and numbers are set, `true` sets an empty attribute, `false`/`undefined` leave it out;
 * a function under `on<event>` listens to that event.
 */
export type Attributes = Record<string, string | number | boolean | undefined | ((event: never) => void)>;

/** A child: an element, text, or nothing. */
export type Child = Node | string | number | null | undefined | false;

/** A part of the page: its element, redrawn by `update` from what it shows. */
export interface View<Props> {
  readonly element: HTMLElement;
  update(props: Props): void;
}

/**
 * An element with attributes and children.
 *
 * @example
 * el('button', { type: 'button', 'data-testid': 'review-reset' }, 'Reset')
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

/**
 * A button that opens a JSON file: a label (the visible button, around `text`) holding a hidden file input
 * (which keeps the focus). `onFile` gets the file chosen; choosing the same file again chooses it again.
 */
export function jsonFileButton(testId: string, text: Element, onFile: (file: File) => void): HTMLElement {
  const input = el('input', {
    type: 'file',
    accept: 'application/json,.json',
    class: 'visually-hidden',
    'data-testid': testId,
    onchange: () => {
      const file = input.files?.[0];
      input.value = '';
      if (file) onFile(file);
    },
  });
  return el('label', { class: 'button file-button' }, text, input);
}

/** Sets or removes attributes as `el` does. */
export function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value as EventListener);
    else if (value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
}

/** Replaces an element's children. */
export function replaceChildren(element: Element, ...children: Child[]): void {
  element.replaceChildren();
  append(element, children);
}

function append(element: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'number' ? String(child) : child);
  }
}
