import { el } from './dom';
import { type Language, type MessageKey, message } from './messages';

/**
 * The main pane's tabs: the statechart and the atlas (every state with its screens). A
 * tablist as ARIA describes it: arrow keys move between tabs, only the chosen tab is in the tab order.
 */

/** One tab and the panel it shows. */
export interface ViewTab {
  id: string;
  /** A message of the page's, or a label in a language (an extension's tab: `page-extension.ts`). */
  label: MessageKey | ((language: Language) => string);
  panel: HTMLElement;
  /** Called each time the tab is shown (the atlas loads on its first showing). */
  onShow?: () => void;
}

/** The tabs' element and the update of their labels. */
export interface ViewTabsView {
  readonly element: HTMLElement;
  update(language: Language): void;
  /** Shows the tab of that id and moves the focus to it. */
  show(id: string): void;
}

/** Builds the tabs over their panels; the first tab is shown. */
export function createViewTabs(tabs: ViewTab[]): ViewTabsView {
  const buttons = tabs.map((tab) =>
    el('button', {
      type: 'button',
      role: 'tab',
      id: `review-tab-${tab.id}`,
      'data-testid': `review-tab-${tab.id}`,
      'aria-controls': `review-panel-${tab.id}`,
    }),
  );
  const panels = tabs.map((tab) =>
    el(
      'div',
      {
        role: 'tabpanel',
        id: `review-panel-${tab.id}`,
        'aria-labelledby': `review-tab-${tab.id}`,
        class: 'tab-panel',
        // Focusable, so the chart (wider than the pane) can be scrolled with the keyboard.
        tabindex: 0,
      },
      tab.panel,
    ),
  );
  const list = el('div', { role: 'tablist', class: 'view-tabs' }, ...buttons);
  const element = el('div', { class: 'view-tabs-host' }, list, ...panels);

  function choose(index: number, focus: boolean): void {
    buttons.forEach((button, at) => {
      button.setAttribute('aria-selected', String(at === index));
      button.tabIndex = at === index ? 0 : -1;
      (panels[at] as HTMLElement).hidden = at !== index;
    });
    if (focus) buttons[index]?.focus();
    tabs[index]?.onShow?.();
  }

  buttons.forEach((button, index) => {
    button.addEventListener('click', () => choose(index, false));
    button.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step !== 0) choose((index + step + buttons.length) % buttons.length, true);
    });
  });
  choose(0, false);

  return {
    element,
    show(id) {
      const index = tabs.findIndex((tab) => tab.id === id);
      if (index !== -1) choose(index, true);
    },
    update(language) {
      buttons.forEach((button, index) => {
        const { label } = tabs[index] as ViewTab;
        button.textContent = typeof label === 'function' ? label(language) : message(language, label);
      });
    },
  };
}
