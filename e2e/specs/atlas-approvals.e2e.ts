/**
 * The atlas check's rules on real committed screens, without a browser: a recoloured button fails
 * naming its state until a new baseline is recorded, noise below the tolerance passes, a screen with no
 * baseline fails, and a reviewer's approval (or request for changes) is reported, never needed to pass
 * (packages/atlas: `checkAtlas`, the approvals' rules).
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Approvals,
  type AtlasRecord,
  approve,
  atlasPages,
  checkAtlas,
  hashImages,
  parseApprovals,
  recordBaselines,
  requestChanges,
  screenFile,
  selectScreens,
  serializeApprovals,
} from '@loyalty-flows/atlas';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const committedDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'atlas', 'img');
const sent = 'otp.sent.cooldown/react/en/light';
const list = 'redemption.history.ready/vue/th/light';
const screens = [sent, list];

let approvedDir: string;
let replayDir: string;
let approvals: Approvals;

/** Paints a `width` × `height` rectangle at (x, y) of `id`'s replayed image red; returns its share of the screen. */
function paint(id: string, x: number, y: number, width: number, height: number): number {
  const file = join(replayDir, screenFile(id));
  const png = PNG.sync.read(readFileSync(file));
  for (let row = y; row < y + height; row += 1) {
    for (let column = x; column < x + width; column += 1) {
      png.data.set([220, 38, 38, 255], (row * png.width + column) * 4);
    }
  }
  writeFileSync(file, PNG.sync.write(png));
  return (width * height) / (png.width * png.height);
}

function check(current: Approvals = approvals) {
  return checkAtlas({
    approvals: current,
    approvedDir,
    replayDir,
    screens,
    apps: ['react', 'vue'],
    reportDir: join(replayDir, 'report'),
  });
}

beforeEach(() => {
  approvedDir = mkdtempSync(join(tmpdir(), 'atlas-approved-'));
  replayDir = mkdtempSync(join(tmpdir(), 'atlas-replay-'));
  for (const id of screens) {
    copyFileSync(join(committedDir, screenFile(id)), join(approvedDir, screenFile(id)));
    copyFileSync(join(committedDir, screenFile(id)), join(replayDir, screenFile(id)));
  }
  approvals = recordBaselines(
    {},
    hashImages(approvedDir),
    ['all'],
    'Anan',
    undefined,
    new Date('2026-01-15T03:00:00Z'),
  );
});

afterEach(() => {
  rmSync(approvedDir, { recursive: true, force: true });
  rmSync(replayDir, { recursive: true, force: true });
});

describe('the atlas check', () => {
  it('passes identical screens as baselines: no approval needed', () => {
    const result = check();
    expect(result.failed).toEqual([]);
    expect(result.screens.map((screen) => screen.status)).toEqual(['baseline', 'baseline']);
  });

  it('flags a recoloured button with its state id, and passes it once its baseline is recorded', () => {
    // The "Send code" button of the OTP screen, about 1.5 % of a 375 × 812 screen.
    const share = paint(sent, 29, 282, 120, 38);
    expect(share).toBeGreaterThan(0.014);
    const flagged = check();
    expect(flagged.failedStates).toEqual(['otp.sent.cooldown']);
    expect(flagged.failed).toMatchObject([{ id: sent, status: 'changed' }]);
    expect(flagged.failed[0]?.ratio).toBeGreaterThan(0.01);
    expect(flagged.report && existsSync(flagged.report)).toBe(true);
    expect(readFileSync(flagged.report ?? '', 'utf8')).toContain(sent);

    const recorded = recordBaselines(approvals, hashImages(replayDir), ['otp.sent.cooldown'], 'Anan', 'red');
    copyFileSync(join(replayDir, screenFile(sent)), join(approvedDir, screenFile(sent)));
    expect(recorded[sent]).toMatchObject({ status: 'baseline', by: 'Anan', note: 'red' });
    expect(recorded[list]).toBe(approvals[list]);
    expect(check(recorded).failed).toEqual([]);
  });

  it('lets noise below the tolerance pass (a countdown digit, 0.1 % of the screen)', () => {
    paint(list, 200, 400, 15, 20);
    expect(check().failed).toEqual([]);
  });

  it('reports a reviewer’s approval or request for changes, and needs neither to pass', () => {
    const asked = requestChanges(approvals, list, 'Ploy', 'The badge is too small');
    expect(check(asked).failed).toEqual([]);
    expect(check(asked).screens.map((screen) => screen.status)).toEqual(['baseline', 'changes-requested']);
    const approved = approve(asked, hashImages(replayDir), [list], ' Ploy ');
    expect(approved[list]).toMatchObject({ status: 'approved', by: 'Ploy' });
    expect(check(approved).screens.map((screen) => screen.status)).toEqual(['baseline', 'approved']);
    // An approval names the person who reviewed the design.
    expect(() => approve(asked, hashImages(replayDir), [list], '  ')).toThrow(/name of the person/);
    // A recorded image that changes is a new baseline: the approval of the old one does not carry over.
    paint(list, 0, 0, 200, 200);
    const rerecorded = recordBaselines(approved, hashImages(replayDir), ['all'], 'Anan');
    expect(rerecorded[list]).toMatchObject({ status: 'baseline', by: 'Anan' });
    expect(rerecorded[sent]).toBe(approved[sent]);
  });

  it('fails a screen with no baseline, a committed image that is not the recorded one, and a gone screen', () => {
    const { [list]: _, ...withoutList } = approvals;
    expect(check(withoutList).failed).toMatchObject([{ id: list, status: 'no-baseline' }]);

    paint(sent, 0, 0, 1, 1);
    copyFileSync(join(replayDir, screenFile(sent)), join(approvedDir, screenFile(sent)));
    expect(check().failed).toMatchObject([{ id: sent, status: 'changed' }]);

    const gone = { ...approvals, 'otp.locked/vue/en/light': approvals[list] } as Approvals;
    copyFileSync(join(committedDir, screenFile(sent)), join(approvedDir, screenFile(sent)));
    expect(check(gone).failed).toMatchObject([{ id: 'otp.locked/vue/en/light', status: 'gone' }]);
  });
});

describe('approvals.json', () => {
  it('round-trips with its version and sorted keys, one screen per group of lines', () => {
    const text = serializeApprovals(approvals);
    expect(parseApprovals(text)).toEqual(approvals);
    expect(JSON.parse(text)).toMatchObject({ version: 2 });
    expect(text.indexOf(`"${sent}"`)).toBeLessThan(text.indexOf(`"${list}"`));
    expect(text.split('\n')[4]).toMatch(/^ {6}"at": /);
    expect(() => parseApprovals('{"version":3,"screens":{}}')).toThrow(/version 3/);
  });

  it('reads version 1 (no version field) with its approvals as baselines: none named a reviewer', () => {
    const asked = requestChanges(approvals, list, 'Ploy', 'Smaller');
    const version1 = JSON.stringify({
      [sent]: { ...approvals[sent], status: 'approved' },
      [list]: asked[list],
    });
    const read = parseApprovals(version1);
    expect(read[sent]).toEqual({ ...approvals[sent], status: 'baseline' });
    expect(read[list]).toEqual(asked[list]);
  });

  it('holds no approval in the committed atlas that names no reviewer', () => {
    const committed = parseApprovals(readFileSync(join(committedDir, '..', 'approvals.json'), 'utf8'));
    const approved = Object.values(committed).filter((record) => record.status === 'approved');
    for (const record of approved) expect(record.by).not.toMatch(/maintainers|^unknown$/);
  });

  it('names a selector that matches no screen instead of approving less', () => {
    expect(() => selectScreens(['otp.sent.cooldwn'], screens)).toThrow(/otp\.sent\.cooldwn/);
    expect(selectScreens(['otp.sent.cooldown'], screens)).toEqual([sent]);
  });

  it('refuses a change request without a comment', () => {
    expect(() => requestChanges(approvals, sent, 'Ploy', '  ')).toThrow(/comment/);
  });

  it('rejects a malformed decision', () => {
    expect(() => parseApprovals(JSON.stringify({ [sent]: { status: 'approved' } }))).toThrow(sent);
    expect(() =>
      parseApprovals(JSON.stringify({ version: 2, screens: { [sent]: { status: 'baseline' } } })),
    ).toThrow(sent);
  });
});

describe('the atlas pages', () => {
  const record: AtlasRecord = {
    apps: ['react', 'vue'],
    languages: ['th', 'en'],
    machines: [
      {
        machine: 'otp',
        states: 1,
        entries: [
          {
            state: 'sent.cooldown',
            description: 'A code is out.',
            events: ['OTP.REQUEST'],
            steps: ['Open /otp'],
            shots: [
              { app: 'react', lang: 'en', scheme: 'light', file: `img/${screenFile(sent)}`, value: 'sent' },
              {
                app: 'vue',
                lang: 'th',
                scheme: 'light',
                file: 'img/otp.sent.cooldown.vue.th.png',
                value: 'sent',
              },
            ],
          },
        ],
        exclusions: [],
      },
    ],
  };

  it("say where each state's screens stand, with a request's comment, and count the states on the index", () => {
    const asked = requestChanges(approvals, sent, 'Ploy', 'Bigger | countdown');
    const statuses = { [sent]: 'changes-requested', 'otp.sent.cooldown/vue/th/light': 'baseline' } as const;
    const [index, otp] = atlasPages(record, statuses, asked);
    expect(otp?.text).toContain(
      '**Sign-off · การอนุมัติ**: ✎ changes requested · ขอให้แก้ไข (○ 1, ✎ 1 of 2 screens)',
    );
    expect(otp?.text).toContain('- ✎ React · English (Ploy): Bigger \\| countdown');
    expect(index?.text).toContain(
      '**1 states: 1 with screens, 0 approved by a reviewer, 0 baseline only (not yet approved), 0 changed, 1 changes requested.**',
    );
    const approvedAll = atlasPages(record, {
      [sent]: 'approved',
      'otp.sent.cooldown/vue/th/light': 'approved',
    });
    expect(approvedAll[1]?.text).toContain('**Sign-off · การอนุมัติ**: ✓ approved · อนุมัติแล้ว (✓ 2 of 2 screens)');
    const baselines = atlasPages(record, {
      [sent]: 'baseline',
      'otp.sent.cooldown/vue/th/light': 'baseline',
    });
    expect(baselines[1]?.text).toContain(
      '**Sign-off · การอนุมัติ**: ○ baseline, not yet approved · ภาพอ้างอิง ยังไม่อนุมัติ (○ 2 of 2 screens)',
    );
    expect(baselines[0]?.text).toContain('0 approved by a reviewer, 1 baseline only (not yet approved)');
  });
});
