import { createRedactingInspector } from '@loyalty-flows/react';
import { createBrowserInspector } from '@statelyai/inspect';
import { inspecting } from '../../shared/inspect-switch';

/** The Stately inspector the machines report to when the switch is on, with secrets redacted first. */
export const inspect = inspecting ? createRedactingInspector(createBrowserInspector().inspect) : undefined;
