import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect';
import { inspecting } from '../../shared/inspect-switch';

const server = import.meta.env.VITE_INSPECT_SERVER;

/**
 * Where the machines report while the "Inspect" switch is on: the Stately inspector in a pop-up, or the
 * inspector server at `VITE_INSPECT_SERVER` (docs/inspector.md). The bindings redact secrets first.
 */
export const inspect = inspecting
  ? (server ? createWebSocketInspector({ url: server }) : createBrowserInspector()).inspect
  : undefined;
