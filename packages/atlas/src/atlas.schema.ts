import * as v from 'valibot';

/**
 * The shape of the state atlas's catalogue, `docs/atlas/atlas.json`: per machine, each state's description,
 * model event path, page steps and the screenshots taken, and the states left out with their reasons. The
 * e2e atlas run writes it (`recordAtlas`); the atlas pages, the site, the Atlas tab and the screens of the
 * review page's recordings compared read it (`parseAtlas`, by the schema here, which the types are inferred
 * from). Every image and chart path must be one the review server's `/atlas/` serves: one folder deep, no
 * `..`, no `%`.
 */

const imagePath = /^img\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.png$/;
const chartPath = /^svg\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.svg$/;

/** A list of names (apps, languages, event types, steps). */
const namesSchema = v.array(v.string());

const shotSchema = v.object({
  app: v.string(),
  lang: v.picklist(['th', 'en'], 'is not th or en'),
  scheme: v.picklist(['light', 'dark'], 'is not light or dark'),
  file: v.pipe(v.string(), v.regex(imagePath, 'is not img/<name>.png')),
  value: v.optional(v.unknown()),
});

/** One screenshot: which app, language and colour scheme, its file (relative to docs/atlas/), the state value the app reported. */
export type AtlasShot = v.InferOutput<typeof shotSchema>;

const entrySchema = v.object({
  state: v.string(),
  description: v.string(),
  events: namesSchema,
  steps: namesSchema,
  shots: v.array(shotSchema),
  svg: v.optional(v.pipe(v.string(), v.regex(chartPath, 'is not svg/<name>.svg'))),
});

/**
 * A state with a screen: its description, the event types of its shortest path in the machine, what a
 * person (or the world) does in the app to get there, its shots, and `svg`, the chart with it lit.
 */
export type AtlasRecordEntry = v.InferOutput<typeof entrySchema>;

const machineSchema = v.object({
  machine: v.string(),
  states: v.number(),
  entries: v.array(entrySchema),
  exclusions: v.array(v.object({ state: v.string(), reason: v.string() })),
});

/** One machine's part of the record; `states` counts its leaf states (entries plus exclusions). */
export type AtlasRecordMachine = v.InferOutput<typeof machineSchema>;

/** The whole of docs/atlas/atlas.json. */
export const atlasRecordSchema = v.object({
  apps: namesSchema,
  languages: namesSchema,
  machines: v.array(machineSchema),
});

/** The whole of docs/atlas/atlas.json. */
export type AtlasRecord = v.InferOutput<typeof atlasRecordSchema>;
