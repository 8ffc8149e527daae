/**
 * The atlas's checks of a screen's page, run in the browser while the replay holds the state (one
 * `evaluate` per screen): no Thai script on an English screen, no untranslated interface text on a Thai
 * screen, no text clipped by its box, and the state's defining element in view. Each finding names the
 * element (a short CSS path) and its text, and {@link screenFindings} names the screen.
 *
 * Service data (what the service sent: a notification's title, a reward's name) is in whichever language
 * the service wrote it: an element marked `data-service-data` is exempt from the language checks, and
 * so is an element in another language marked with `lang` (the language switch's "ไทย").
 */

/** What a screen is checked for, and against what. */
export interface ScreenAuditOptions {
  /** The screen's language: `en` (no Thai script) or `th` (no untranslated interface text). */
  lang: string;
  /** A CSS selector of the state's defining element (a list's end marker, the offline notice). */
  defining?: string;
}

/** One defect the checks found on a screen. */
export interface ScreenFinding {
  /** Which check: `thai-on-english`, `untranslated`, `clipped`, `defining-missing`, `defining-out-of-view`, `axe`. */
  check: ScreenCheckKind;
  /** The element, as a short CSS path (`main > ul > li:nth-child(3) > p`), or the axe rule's target. */
  element: string;
  /** What is wrong, with the text concerned. */
  detail: string;
}

/** The kinds of defect the atlas's screen checks find. */
export type ScreenCheckKind =
  | 'thai-on-english'
  | 'untranslated'
  | 'clipped'
  | 'defining-missing'
  | 'defining-out-of-view'
  | 'axe'
  | 'apps-differ';

/** The page the checks run in: Playwright's `Page` has this shape. */
export interface AuditedPage {
  evaluate<R, A>(pageFunction: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/**
 * The in-page part, self-contained (it is serialised into the page): every visible text node and
 * every `aria-label`, `placeholder`, `alt` and `title` is read once.
 */
function auditInPage(options: ScreenAuditOptions): ScreenFinding[] {
  const thai = /[\u0E00-\u0E7F]/;
  // Interface words a Thai screen keeps in Latin letters: acronyms and numbers (OTP, SMS, QR, 15+, 10:05).
  const latinWord = /[A-Za-z][A-Za-z'’-]*/g;
  const findings: ScreenFinding[] = [];
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    let at: Element | null = element;
    while (at && at !== document.body && parts.length < 5) {
      const testId = at.getAttribute('data-testid');
      if (testId) {
        parts.unshift(`[data-testid="${testId}"]`);
        break;
      }
      const parent: Element | null = at.parentElement;
      const index = parent ? [...parent.children].indexOf(at) + 1 : 1;
      parts.unshift(`${at.tagName.toLowerCase()}:nth-child(${index})`);
      at = parent;
    }
    return parts.join(' > ');
  };
  const shown = (element: Element): boolean => {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    return element.getClientRects().length > 0;
  };
  /** Exempt from the language checks: service data, or marked as being in another language. */
  const exempt = (element: Element): boolean => {
    if (element.closest('[data-service-data]')) return true;
    const marked = element.closest('[lang]');
    return (
      marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== options.lang
    );
  };
  const untranslated = (text: string): boolean => {
    if (thai.test(text)) return false;
    const words = text.match(latinWord) ?? [];
    // All-capital words (OTP, SMS, QR) and single letters are not sentences to translate.
    return words.some((word) => word.length > 1 && word !== word.toUpperCase());
  };
  const checkLanguage = (element: Element, text: string, where: string) => {
    if (exempt(element) || text.trim() === '') return;
    if (options.lang === 'en' && thai.test(text)) {
      findings.push({
        check: 'thai-on-english',
        element: pathOf(element),
        detail: `${where}“${text.trim()}”`,
      });
    }
    if (options.lang === 'th' && untranslated(text)) {
      findings.push({ check: 'untranslated', element: pathOf(element), detail: `${where}“${text.trim()}”` });
    }
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textElements = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template')) continue;
    if (!shown(parent) || (node.textContent ?? '').trim() === '') continue;
    textElements.add(parent);
    checkLanguage(parent, node.textContent ?? '', '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    if (!shown(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = element.getAttribute(name);
      if (value) checkLanguage(element, value, `${name} `);
    }
  }

  // Clipped: a box that hides or cuts its overflow while its text overflows it. A visually hidden
  // element (1 × 1 px, for screen readers) is meant to clip.
  const clippedBoxes = new Set<Element>();
  for (const element of textElements) {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if (clippedBoxes.has(box)) break;
      const style = getComputedStyle(box);
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      const ellipsis = style.textOverflow === 'ellipsis';
      if (!hides(style.overflowX) && !hides(style.overflowY) && !ellipsis) continue;
      const { width, height } = box.getBoundingClientRect();
      if (width <= 2 || height <= 2) break;
      const wide = (hides(style.overflowX) || ellipsis) && box.scrollWidth > box.clientWidth + 1;
      const tall = hides(style.overflowY) && box.scrollHeight > box.clientHeight + 1;
      if (wide || tall) {
        clippedBoxes.add(box);
        findings.push({
          check: 'clipped',
          element: pathOf(box),
          detail: `“${(box.textContent ?? '').trim().slice(0, 80)}” is ${wide ? `${box.scrollWidth} px wide in ${box.clientWidth}` : `${box.scrollHeight} px tall in ${box.clientHeight}`}`,
        });
      }
      break;
    }
  }

  if (options.defining) {
    const defining = [...document.querySelectorAll(options.defining)].find(shown);
    if (!defining) {
      findings.push({ check: 'defining-missing', element: options.defining, detail: 'not on the screen' });
    } else {
      const rect = defining.getBoundingClientRect();
      const inView =
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < window.innerHeight &&
        rect.left < window.innerWidth &&
        rect.height > 0;
      if (!inView) {
        findings.push({
          check: 'defining-out-of-view',
          element: options.defining,
          detail: `at ${Math.round(rect.top)} px, the screen is ${window.innerHeight} px tall`,
        });
      }
    }
  }
  return findings;
}

/** The defects `auditInPage` (the checks run inside the page) finds on the page as it is now. */
export function auditScreen(page: AuditedPage, options: ScreenAuditOptions): Promise<ScreenFinding[]> {
  return page.evaluate(auditInPage, options);
}

/**
 * Scrolls the state's defining element into view (the capture shows it), if the screen has it; a screen
 * without it is left as it is, for {@link auditScreen} to report.
 */
export function scrollToDefining(page: AuditedPage, selector: string): Promise<void> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  }, selector);
}
