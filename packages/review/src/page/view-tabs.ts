import { el, setAttributes } from './dom';
import { type Language, type MessageKey, message } from './messages';

/**
 * The main pane's tabs: the statechart, the extensions' tabs (`page-extension.ts`), two recordings compared. A
 * tablist as ARIA describes it: arrow keys move between tabs, only the chosen tab is in the tab order.
 */

/** One tab and the panel it shows. */
export interface ViewTab {
  id: string;
  /** A message of the page's, or a label in a language (an extension's tab: `page-extension.ts`). */
  label: MessageKey | ((language: Language) => string);
  panel: HTMLElement;
  /** Called each time the tab is shown (an extension may load what it shows on the first). */
  onShow?: () => void;
}

/** The tabs' element and the update of their labels. */
export interface ViewTabsView {
  readonly element: HTMLElement;
  update(language: Language): void;
  /** Shows the tab of that id and moves the focus to it. */
  show(id: string): void;
  /** Adds a tab before the last one (an extension's, taken after the page mounted); its label shows at the next update. */
  add(tab: ViewTab): void;
}

/** Builds the tabs over their panels; the first tab is shown. */
export function createViewTabs(initial: ViewTab[]): ViewTabsView {
  const tabs: ViewTab[] = [];
  const buttons: HTMLButtonElement[] = [];
  const panels: HTMLElement[] = [];
  const list = el('div', { role: 'tablist', class: 'view-tabs' });
  const element = el('div', { class: 'view-tabs-host' }, list);

  function choose(index: number, focus: boolean): void {
    buttons.forEach((button, at) => {
      setAttributes(button, { 'aria-selected': String(at === index), tabindex: at === index ? 0 : -1 });
      (panels[at] as HTMLElement).hidden = at !== index;
    });
    if (focus) buttons[index]?.focus();
    tabs[index]?.onShow?.();
  }

  function add(tab: ViewTab, at: number): void {
    const button = el('button', {
      type: 'button',
      role: 'tab',
      id: `review-tab-${tab.id}`,
      'data-testid': `review-tab-${tab.id}`,
      'aria-controls': `review-panel-${tab.id}`,
      'aria-selected': 'false',
      tabindex: -1,
      onclick: () => choose(buttons.indexOf(button), false),
      onkeydown: (event: KeyboardEvent) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step !== 0) choose((buttons.indexOf(button) + step + buttons.length) % buttons.length, true);
      },
    });
    const panel = el(
      'div',
      {
        role: 'tabpanel',
        id: `review-panel-${tab.id}`,
        'aria-labelledby': `review-tab-${tab.id}`,
        class: 'tab-panel',
        // Focusable, so the chart (wider than the pane) can be scrolled with the keyboard.
        tabindex: 0,
        hidden: true,
      },
      tab.panel,
    );
    list.insertBefore(button, buttons[at] ?? null);
    element.insertBefore(panel, panels[at] ?? null);
    tabs.splice(at, 0, tab);
    buttons.splice(at, 0, button);
    panels.splice(at, 0, panel);
  }

  for (const tab of initial) add(tab, tabs.length);
  choose(0, false);

  return {
    element,
    show(id) {
      const index = tabs.findIndex((tab) => tab.id === id);
      if (index !== -1) choose(index, true);
    },
    add(tab) {
      add(tab, Math.max(tabs.length - 1, 0));
    },
    update(language) {
      buttons.forEach((button, index) => {
        const { label } = tabs[index] as ViewTab;
        button.textContent = typeof label === 'function' ? label(language) : message(language, label);
      });
    },
  };
}
