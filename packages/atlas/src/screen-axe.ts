/**
 * axe-core on an atlas screen: the engine injected into the page once (its source from the axe-core
 * package), then run once per screen for the WCAG 2 A and AA rules. Each violation is a finding naming
 * the rule and the first element it hit.
 */

import axe from 'axe-core';
import type { AuditedPage, ScreenFinding } from './screen-audit';

/** The rule tags the atlas holds every screen to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa'] as const;

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe on the page as it is now (injecting it first when the page has none) and returns its
 * WCAG 2 A/AA violations as findings.
 */
export async function axeScreen(page: AuditedPage): Promise<ScreenFinding[]> {
  // The engine's source (half a megabyte) crosses to the page only when the page has no engine yet.
  const loaded = await page.evaluate(() => 'axe' in window, undefined);
  const result = await page.evaluate(
    async ({ code, tags }) => {
      const holder = window as unknown as {
        axe?: { run(context: unknown, options: unknown): Promise<unknown> };
      };
      // The engine defines window.axe when it runs as a script of the page (as Playwright's addScriptTag).
      if (!holder.axe) {
        const script = document.createElement('script');
        script.textContent = code;
        document.head.append(script);
        script.remove();
      }
      if (!holder.axe) throw new Error('axe-core did not load in the page');
      return (await holder.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as AxeResult;
    },
    { code: loaded ? '' : axe.source, tags: [...AXE_TAGS] },
  );
  return result.violations.map((violation) => ({
    check: 'axe' as const,
    element: violation.nodes
      .map((node) => node.target.join(' '))
      .slice(0, 3)
      .join(', '),
    detail: `${violation.id}: ${violation.help} (${violation.nodes.length} elements)`,
  }));
}
