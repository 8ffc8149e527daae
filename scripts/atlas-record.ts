/**
 * The shape of docs/atlas/atlas.json, which the e2e atlas run writes (e2e/specs/atlas.e2e.ts). Its home is
 * the review package, whose page reads the same file in its Atlas tab.
 */
export type {
  AtlasRecord,
  AtlasRecordEntry,
  AtlasRecordMachine,
  AtlasShot,
} from '../packages/review/src/atlas.types';
