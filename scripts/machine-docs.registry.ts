import type { MachineDocInput } from './machine-docs';

/** The flows documented in docs/machines/, each generated from its machine. */
export const machineDocs: MachineDocInput[] = [];
