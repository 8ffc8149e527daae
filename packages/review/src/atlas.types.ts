/**
 * The shape of the state atlas's catalogue, `docs/atlas/atlas.json`: per machine, each state's description,
 * model event path, page steps and the screenshots taken, and the states left out with their reasons. The
 * e2e atlas run writes it (`@loyalty-flows/atlas`), the atlas pages and the review page's Atlas tab read it.
 */

/** One screenshot: which app, language and colour scheme, where it is, the state value the app reported. */
export interface AtlasShot {
  app: string;
  lang: 'th' | 'en';
  scheme: 'light' | 'dark';
  /** Relative to docs/atlas/. */
  file: string;
  value: unknown;
}

/** A state with a screen. */
export interface AtlasRecordEntry {
  state: string;
  description: string;
  /** Event types of the shortest path in the machine (getShortestPaths). */
  events: string[];
  /** What a person (or the world) does in the app, in order. */
  steps: string[];
  shots: AtlasShot[];
  /** The chart with this state lit, relative to docs/atlas/ (written by the page generator). */
  svg?: string;
}

/** One machine's part of the record. */
export interface AtlasRecordMachine {
  machine: string;
  /** Leaf states in the machine: entries plus exclusions. */
  states: number;
  entries: AtlasRecordEntry[];
  exclusions: { state: string; reason: string }[];
}

/** The whole of docs/atlas/atlas.json. */
export interface AtlasRecord {
  apps: string[];
  languages: string[];
  machines: AtlasRecordMachine[];
}
