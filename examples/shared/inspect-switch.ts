const flag = 'loyalty-flows:inspect';

/** Whether the "Inspect" switch is on (it survives the reload that applies it). */
export const inspecting = localStorage.getItem(flag) === 'on';

/** Turns the Stately inspector on or off; the machines are created again, with it or without, on reload. */
export function setInspecting(on: boolean): void {
  localStorage.setItem(flag, on ? 'on' : 'off');
  window.location.reload();
}
