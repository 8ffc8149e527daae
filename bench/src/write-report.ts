/**
 * Joins the counted scenarios and the timing benchmarks of one `pnpm bench` run into
 * docs/benchmarks.md, ratios included (every figure comes from the same run).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { type CountRow, loadCounts, resultsDir } from './results';

interface BenchResult {
  name: string;
  mean: number;
  median: number;
  hz: number;
  rme: number;
}

interface BenchOutput {
  files: { groups: { fullName: string; benchmarks: BenchResult[] }[] }[];
}

function countTable(title: string, unit: string, baselineName: string, rows: CountRow[]): string[] {
  return [
    `## ${title}`,
    '',
    `| Scenario | loyalty-flows (${unit}) | ${baselineName} (${unit}) |`,
    '| --- | ---: | ---: |',
    ...rows.map((row) => `| ${row.scenario} | ${row.ours} | ${row.baseline} |`),
    '',
  ];
}

function ms(value: number): string {
  return value < 0.01 ? `${(value * 1000).toFixed(2)} µs` : `${value.toFixed(3)} ms`;
}

const timings = JSON.parse(readFileSync(join(resultsDir, 'timings.json'), 'utf8')) as BenchOutput;
const groups = timings.files.flatMap((file) => file.groups);
const scaleRows = groups.map((group) => {
  const size = Number(/of ([\d,]+)/.exec(group.fullName)?.[1]?.replaceAll(',', ''));
  const ours = group.benchmarks.find((result) => result.name.startsWith('ours'));
  const floor = group.benchmarks.find((result) => result.name.startsWith('floor'));
  const plain = group.benchmarks.find((result) => result.name.startsWith('plain'));
  if (!ours || !floor || !plain) throw new Error(`incomplete benchmark group ${group.fullName}`);
  return { size, ours, floor, plain };
});
scaleRows.sort((a, b) => a.size - b.size);

const lines = [
  '# Benchmarks',
  '',
  '<!-- Written by `pnpm bench` (bench/src/write-report.ts). Do not edit by hand. -->',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`,
  'Counts come from a real sandbox over loopback (its own resend cooldown off, so only the client decides) and',
  'from React renders in happy-dom; timings from `vitest bench`. Every figure and ratio below is from one run.',
  '',
  ...countTable('SMS per intent', 'SMS sent', 'naive useState + fetch', loadCounts('sms-per-intent')),
  'Each scenario is one intent ("send me a code"). The naive screen sends when it opens and on its button,',
  'with its countdown in component state (bench/src/naive-otp.tsx); ours is the same screen with `useOtp`.',
  '',
  ...countTable('Read requests', 'requests', 'one request per read', loadCounts('read-requests')),
  ...countTable(
    'Inbox list requests per minute',
    'requests',
    'an actor per consumer',
    loadCounts('inbox-requests'),
  ),
  'A 10 s poll for a minute in StrictMode: every `useNotifications` (and `useUnreadCount`) under one provider',
  "shares the app's one inbox, so a badge beside the inbox page adds no request.",
  '',
  ...countTable(
    'Renders during a 60 s cooldown',
    'renders',
    '`useMachine` whole snapshot',
    loadCounts('renders'),
  ),
  'Ours: each component picks what it shows with `useFlowView`; the status-only one renders once, when the',
  'cooldown ends. The comparison reads the whole snapshot with `useMachine` and passes the view down.',
  '',
  '## Scale: read one notification and derive the view',
  '',
  '| Notifications | loyalty-flows (mean) | floor: xstate alone (mean) | plain reducer (mean) | ours / plain | ours / plain (medians) | floor / plain |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...scaleRows.map(
    ({ size, ours, floor, plain }) =>
      `| ${size.toLocaleString('en')} | ${ms(ours.mean)} ±${ours.rme.toFixed(1)}% | ${ms(floor.mean)} ±${floor.rme.toFixed(1)}% | ${ms(plain.mean)} ±${plain.rme.toFixed(1)}% | ${(ours.mean / plain.mean).toFixed(2)} | ${(ours.median / plain.median).toFixed(2)} | ${(floor.mean / plain.mean).toFixed(2)} |`,
  ),
  '',
  'Growth from 1 000 to 100 000 items (100× more): ours ' +
    `${((scaleRows.at(-1)?.ours.mean ?? 0) / (scaleRows[0]?.ours.mean ?? 1)).toFixed(0)}×, plain reducer ` +
    `${((scaleRows.at(-1)?.plain.mean ?? 0) / (scaleRows[0]?.plain.mean ?? 1)).toFixed(0)}× (linear is 100×).`,
  'Each iteration reads one unread notification and derives the view, then lets the read go out and be',
  'accepted (the batch window on fake timers, the service answering at once) and derives the view again:',
  'nothing stays pending between iterations. Ours also stores the waiting reads (a synchronous storage, as',
  '`localStorage` is), batches them and can roll them back; the reducer does none of that. Ours reads the',
  'view as the bindings do, through one `createNotificationsView()` per actor. Both read every unread item',
  'once per round and then start again from the loaded list (ours with a new actor, inside the timed',
  'iteration). The floor is the same read on a machine with nothing else in it (one id queued, the wait, a',
  'call that answers, the id cleared): what xstate alone costs per read, the same at every size. Ours cannot',
  'come nearer to the reducer than the floor does. A mean counts every pause of the machine (other',
  'processes, garbage collection) against the iteration it falls in; the median does not.',
  '',
];

const target = join(resultsDir, '..', 'docs', 'benchmarks.md');
writeFileSync(target, lines.join('\n'));
console.log(`Wrote ${target}`);
