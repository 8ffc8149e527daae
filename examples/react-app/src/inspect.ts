import { createRedactingInspector } from '@loyalty-flows/react';
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

const flag = 'loyalty-flows:inspect';

/** Whether the "Inspect" switch is on (it survives the reload that applies it). */
export const inspecting = localStorage.getItem(flag) === 'on';

/** Turns the Stately inspector on or off; the machines are created again with it on reload. */
export function setInspecting(on: boolean): void {
  localStorage.setItem(flag, on ? 'on' : 'off');
  window.location.reload();
}

/** The inspector the machines report to, with codes, tokens, keys and serials redacted first. */
export const inspect: ((event: InspectionEvent) => void) | undefined = inspecting
  ? createRedactingInspector(createBrowserInspector().inspect)
  : undefined;
