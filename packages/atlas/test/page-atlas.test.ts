// @vitest-environment happy-dom

import type { StateDescriptions } from '@loyalty-flows/review';
import { describe, expect, it, vi } from 'vitest';
import type { ApprovalsView, AtlasDecision } from '../src/approval-records';
import type { AtlasRecord } from '../src/atlas.schema';
import { AtlasFileError, createAtlasResource, parseAtlas } from '../src/atlas-file';
import { type AtlasTabView, createAtlasTab } from '../src/page/atlas-tab';

/** A small atlas in the shape the atlas run writes: one machine, two states, one left out. */
const fixture: AtlasRecord = {
  apps: ['react', 'vue'],
  languages: ['th', 'en'],
  machines: [
    {
      machine: 'otp',
      states: 3,
      entries: [
        {
          state: 'idle',
          description: 'No code is out.',
          events: [],
          steps: ['Open /otp'],
          shots: [
            { app: 'vue', lang: 'en', scheme: 'light', file: 'img/otp.idle.vue.en.png', value: 'idle' },
            {
              app: 'react',
              lang: 'en',
              scheme: 'dark',
              file: 'img/otp.idle.react.en.dark.png',
              value: 'idle',
            },
            { app: 'react', lang: 'th', scheme: 'light', file: 'img/otp.idle.react.th.png', value: 'idle' },
            { app: 'react', lang: 'en', scheme: 'light', file: 'img/otp.idle.react.en.png', value: 'idle' },
            { app: 'vue', lang: 'th', scheme: 'light', file: 'img/otp.idle.vue.th.png', value: 'idle' },
          ],
          svg: 'svg/otp.idle.svg',
        },
        {
          state: 'awaitingCode',
          description: 'A code is out and valid.',
          events: ['OTP.REQUEST', 'xstate.done.actor.requestCode'],
          steps: ['Open /otp', 'Press “Send code”'],
          shots: [
            {
              app: 'react',
              lang: 'en',
              scheme: 'light',
              file: 'img/otp.awaitingCode.react.en.png',
              value: 'awaitingCode',
            },
          ],
          svg: 'svg/otp.awaitingCode.svg',
        },
      ],
      exclusions: [{ state: 'settling', reason: 'Transient: its `always` transitions leave at once.' }],
    },
    { machine: 'redemption', states: 0, entries: [], exclusions: [] },
  ],
};

const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

async function opened(tab: AtlasTabView, until: (element: HTMLElement) => boolean): Promise<HTMLElement> {
  document.body.replaceChildren(tab.element);
  tab.open();
  await vi.waitFor(() => expect(until(tab.element)).toBe(true));
  return tab.element;
}

const states = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid="review-atlas-state"]')].map((state) =>
    state.getAttribute('data-state'),
  );

describe('atlas tab', () => {
  it('shows each state with its description, steps, events, lit chart and screens under /atlas/', async () => {
    const tab = createAtlasTab({
      atlas: createAtlasResource(answer(JSON.stringify(fixture))),
      showActor: () => {},
    });
    tab.update('en');
    const root = await opened(tab, (element) => states(element).length > 0);

    expect(states(root)).toEqual(['idle', 'awaitingCode']);
    expect(root.querySelector('[data-testid="review-atlas-coverage"]')?.textContent).toBe(
      'otp: 3 states, 2 with screens, 1 left out',
    );
    const exclusions = root.querySelector('[data-testid="review-atlas-exclusions"]') as HTMLElement;
    expect(exclusions.textContent).toBe('settling — Transient: its always transitions leave at once.');
    expect([...exclusions.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'settling',
      'always',
    ]);
    const awaiting = root.querySelector('[data-state="awaitingCode"]') as HTMLElement;
    expect(awaiting.querySelector('h3')?.textContent).toBe('otp.awaitingCode');
    expect(awaiting.textContent).toContain('A code is out and valid.');
    expect([...awaiting.querySelectorAll('.atlas-steps li')].map((li) => li.textContent)).toEqual([
      'Open /otp',
      'Press “Send code”',
    ]);
    expect(awaiting.querySelector('.atlas-events')?.textContent).toBe(
      'Events: OTP.REQUEST → xstate.done.actor.requestCode',
    );

    const idle = root.querySelector('[data-state="idle"]') as HTMLElement;
    const chart = idle.querySelector('.atlas-chart img') as HTMLImageElement;
    expect(chart.getAttribute('src')).toBe('/atlas/svg/otp.idle.svg');
    expect(chart.getAttribute('alt')).toBe('Statechart of otp with idle lit');
    expect(idle.querySelector('.atlas-chart a')?.getAttribute('href')).toBe('/atlas/svg/otp.idle.svg');
    // Light screens in the atlas's order of apps and languages, the dark one after them.
    const shots = [...idle.querySelectorAll<HTMLImageElement>('.atlas-shot img')];
    expect(shots.map((img) => img.getAttribute('src'))).toEqual([
      '/atlas/img/otp.idle.react.th.png',
      '/atlas/img/otp.idle.react.en.png',
      '/atlas/img/otp.idle.vue.th.png',
      '/atlas/img/otp.idle.vue.en.png',
      '/atlas/img/otp.idle.react.en.dark.png',
    ]);
    expect(shots.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(shots[0]?.getAttribute('alt')).toBe('Screen of otp in idle: React · Thai');
    expect(shots[4]?.getAttribute('alt')).toBe('Screen of otp in idle: React · English · dark');
    expect(root.querySelector('[data-testid="review-atlas-file"]')?.closest('[hidden]')).not.toBeNull();
  });

  it('offers the live chart of a machine that has an actor in the session, and hides it when none has', async () => {
    const showActor = vi.fn<(actorKey: string) => void>();
    const tab = createAtlasTab({ atlas: createAtlasResource(answer(JSON.stringify(fixture))), showActor });
    tab.update('en');
    const root = await opened(tab, (element) => states(element).length > 0);
    const buttons = () => [...root.querySelectorAll<HTMLButtonElement>('.atlas-live')];
    expect(buttons().map((button) => button.hidden)).toEqual([true, true]);

    tab.update('en', new Map([['otp', 'react-app/t1/x:0']]));
    expect(buttons().map((button) => button.hidden)).toEqual([false, false]);
    expect(buttons()[1]?.textContent).toBe('Show the live otp chart');
    buttons()[1]?.click();
    expect(showActor).toHaveBeenCalledWith('react-app/t1/x:0');

    tab.update('en', new Map([['redemption', 'vue-app/t2/x:0']]));
    expect(buttons().map((button) => button.hidden)).toEqual([true, true]);
  });

  it('speaks Thai when the page does, and switches machine with the picker', async () => {
    const tab = createAtlasTab({
      atlas: createAtlasResource(answer(JSON.stringify(fixture))),
      showActor: () => {},
    });
    tab.update('th');
    const root = await opened(tab, (element) => states(element).length > 0);

    expect(root.querySelector('h2')?.textContent).toBe('แอตลาสสถานะ: ทุกสถานะพร้อมหน้าจอ');
    expect(root.querySelector('label[for="review-atlas-machine"]')?.textContent).toBe('เครื่องสถานะ');
    expect(root.querySelector('[data-testid="review-atlas-coverage"]')?.textContent).toBe(
      'otp: 3 สถานะ มีหน้าจอ 2 ไม่รวม 1',
    );
    const idle = root.querySelector('[data-state="idle"]') as HTMLElement;
    expect(idle.querySelector('.atlas-events')?.textContent).toBe('เหตุการณ์: ไม่มี (สถานะเริ่มต้น)');
    expect(idle.querySelector('.atlas-shot figcaption')?.textContent).toBe('React · ไทย');
    expect(idle.querySelector('.atlas-chart img')?.getAttribute('alt')).toBe(
      'แผนภาพสถานะของ otp โดยเน้นสถานะ idle',
    );

    const picker = root.querySelector('[data-testid="review-atlas-machine"]') as HTMLSelectElement;
    picker.selectedIndex = 1;
    picker.dispatchEvent(new Event('change'));
    expect(states(root)).toEqual([]);
    expect(root.querySelector('[data-testid="review-atlas-coverage"]')?.textContent).toBe(
      'redemption: 0 สถานะ มีหน้าจอ 0 ไม่รวม 0',
    );
  });

  it('says plainly when the server has no atlas, and reads a picked atlas.json as texts and paths only', async () => {
    const tab = createAtlasTab({
      atlas: createAtlasResource(answer('Not found.', 404)),
      showActor: () => {},
    });
    tab.update('en');
    const root = await opened(tab, (element) => element.textContent?.includes('no atlas') ?? false);
    const status = root.querySelector('[data-testid="review-atlas-status"]') as HTMLElement;
    expect(status.textContent).toContain('This review server has no atlas (start it with --atlas docs/atlas');
    const input = root.querySelector('[data-testid="review-atlas-file"]') as HTMLInputElement;
    expect(input.closest('[hidden]')).toBeNull();
    expect(input.closest('label')?.textContent).toBe('Open an atlas.json');

    const file = new File([JSON.stringify(fixture)], 'atlas.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(states(root)).toEqual(['idle', 'awaitingCode']));
    expect(status.textContent).toContain('texts and image paths only');
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(
      [...root.querySelectorAll('[data-state="idle"] .atlas-path')].map((path) => path.textContent),
    ).toContain('img/otp.idle.react.th.png');
  });

  it('offers only the file input on a page opened from a file, in Thai too', async () => {
    const tab = createAtlasTab({ atlas: createAtlasResource(undefined), showActor: () => {} });
    tab.update('th');
    const root = await opened(tab, (element) => (element.textContent?.length ?? 0) > 0);
    expect(root.querySelector('[data-testid="review-atlas-status"]')?.textContent).toBe(
      'หน้านี้เปิดจากไฟล์ จึงดึงแอตลาสไม่ได้ เลือกไฟล์ docs/atlas/atlas.json เพื่ออ่านข้อความ',
    );
    expect(root.querySelector('[data-testid="review-atlas-file"]')?.closest('[hidden]')).toBeNull();
  });

  it('refuses an atlas whose image paths leave /atlas/, and says why', async () => {
    const outside = structuredClone(fixture);
    (outside.machines[0]?.entries[0]?.shots[0] as { file: string }).file = 'https://elsewhere.test/x.png';
    expect(() => parseAtlas(JSON.stringify(outside))).toThrow(AtlasFileError);
    expect(() => parseAtlas('{')).toThrow('the file is not JSON');

    const tab = createAtlasTab({
      atlas: createAtlasResource(answer(JSON.stringify(outside))),
      showActor: () => {},
    });
    tab.update('en');
    const root = await opened(tab, (element) => element.textContent?.includes('could not be read') ?? false);
    expect(root.querySelector('[data-testid="review-atlas-status"]')?.textContent).toBe(
      'The atlas could not be read: machines[0].entries[0].shots[0].file is not img/<name>.png',
    );
    expect(states(root)).toEqual([]);
  });
});

describe('atlas tab: sign-off', () => {
  const hash = (digit: string) => digit.repeat(64);
  const at = '2026-01-15T03:00:00.000Z';
  /** otp.idle: each screen a different standing; otp.awaitingCode never recorded. */
  const view: ApprovalsView = {
    approvals: {
      'otp.idle/react/th/light': { sha256: hash('1'), by: 'Ploy', at, status: 'approved' },
      'otp.idle/react/en/light': { sha256: hash('0'), by: 'Anan', at, status: 'baseline' },
      'otp.idle/vue/en/light': { sha256: hash('4'), by: 'Anan', at, status: 'baseline' },
      'otp.idle/vue/th/light': {
        sha256: hash('3'),
        by: 'Nok',
        at,
        status: 'changes-requested',
        comment: 'The Thai title wraps',
      },
    },
    images: {
      'otp.idle/react/th/light': hash('1'),
      'otp.idle/react/en/light': hash('2'),
      'otp.idle/vue/th/light': hash('3'),
      'otp.idle/vue/en/light': hash('4'),
      'otp.idle/react/en/dark': hash('5'),
      'otp.awaitingCode/react/en/light': hash('6'),
    },
  };
  const screenStatuses = (root: HTMLElement, state: string) =>
    [...root.querySelectorAll(`[data-state="${state}"] [data-testid="review-atlas-screen-status"]`)].map(
      (line) => [line.getAttribute('data-status'), line.textContent],
    );
  const within = (root: HTMLElement, state: string, testId: string) =>
    root.querySelector(`[data-state="${state}"] [data-testid="${testId}"]`) as HTMLElement;

  it('shows where each screen and each state stands, in English and Thai', async () => {
    const tab = createAtlasTab({
      atlas: createAtlasResource(answer(JSON.stringify(fixture))),
      showActor: () => {},
    });
    tab.update('en', undefined, undefined, view);
    const root = await opened(tab, (element) => states(element).length > 0);
    expect(screenStatuses(root, 'idle')).toEqual([
      ['approved', '✓ approved · Ploy'],
      ['changed', '≠ changed since its baseline · Anan'],
      ['changes-requested', '✎ changes requested · Nok: The Thai title wraps'],
      ['baseline', '○ baseline (not yet approved) · Anan'],
      ['no-baseline', '? no baseline'],
    ]);
    expect(within(root, 'idle', 'review-atlas-verdict').textContent).toBe('Sign-off: ? no baseline');
    expect(within(root, 'awaitingCode', 'review-atlas-verdict').getAttribute('data-status')).toBe(
      'no-baseline',
    );
    // Without a server to decide on, statuses only.
    expect(root.querySelector('button[data-decision]')).toBeNull();

    tab.update('th', undefined, undefined, view);
    expect(screenStatuses(root, 'idle')[2]?.[1]).toBe('✎ ขอให้แก้ไข · Nok: The Thai title wraps');
    expect(screenStatuses(root, 'idle')[3]?.[1]).toBe('○ ภาพอ้างอิง (ยังไม่อนุมัติ) · Anan');
    expect(within(root, 'idle', 'review-atlas-verdict').textContent).toBe('การอนุมัติ: ? ไม่มีภาพอ้างอิง');
  });

  it('approves and asks for changes for a state or one screen, updating in place', async () => {
    const decisions: AtlasDecision[] = [];
    let answerWith: (decision: AtlasDecision) => Promise<ApprovalsView> = async () => view;
    const tab = createAtlasTab({
      atlas: createAtlasResource(answer(JSON.stringify(fixture))),
      showActor: () => {},
      decide: (decision) => {
        decisions.push(decision);
        return answerWith(decision);
      },
    });
    tab.update('en', undefined, undefined, view);
    const root = await opened(tab, (element) => states(element).length > 0);
    const outcome = () => within(root, 'idle', 'review-atlas-decision-status');
    const approveAll = within(root, 'idle', 'review-atlas-approve');
    expect(approveAll.textContent).toBe('Approve all 5 screens (otp.idle)');
    expect(root.querySelector('[data-state="idle"] label[for]')?.getAttribute('for')).toBe(
      within(root, 'idle', 'review-atlas-comment').id,
    );

    // A request for changes with no comment is not sent: the field is pointed at.
    within(root, 'idle', 'review-atlas-request-changes').click();
    expect(decisions).toEqual([]);
    expect(outcome().textContent).toBe(
      'Not saved: Write what to change first: a request for changes needs a comment.',
    );
    expect(document.activeElement).toBe(within(root, 'idle', 'review-atlas-comment'));

    (within(root, 'idle', 'review-atlas-comment') as HTMLTextAreaElement).value = '  Bigger button ';
    // Nor is a decision without the reviewer's name: an approval says who looked.
    const reviewer = root.querySelector('[data-testid="review-atlas-reviewer"]') as HTMLInputElement;
    expect(reviewer.hidden || reviewer.closest('[hidden]')).toBeFalsy();
    expect(root.querySelector(`label[for="${reviewer.id}"]`)?.textContent).toBe('Your name (who approves)');
    approveAll.click();
    expect(decisions).toEqual([]);
    expect(outcome().textContent).toBe(
      'Not saved: Type your name first: an approval records who reviewed the screens.',
    );
    expect(document.activeElement).toBe(reviewer);
    reviewer.value = ' Ploy ';
    within(root, 'idle', 'review-atlas-request-changes').click();
    await vi.waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('done'));
    expect(decisions).toEqual([
      { decision: 'changes-requested', state: 'otp.idle', comment: 'Bigger button', by: 'Ploy' },
    ]);
    expect(outcome().textContent).toBe('Changes requested on 5 screens.');
    expect((within(root, 'idle', 'review-atlas-comment') as HTMLTextAreaElement).value).toBe('');

    const dark = root.querySelector('[data-screen-id="otp.idle/react/en/dark"]') as HTMLElement;
    (dark.querySelector('[data-testid="review-atlas-screen-approve"]') as HTMLElement).click();
    await vi.waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ decision: 'approved', screen: 'otp.idle/react/en/dark', by: 'Ploy' });
    await vi.waitFor(() => expect(outcome().textContent).toBe('Approved the React · English · dark screen.'));

    // The page hands the tab the approvals after a decision: the statuses change, the card stays.
    const card = root.querySelector('[data-state="idle"]');
    tab.update('en', undefined, undefined, {
      ...view,
      approvals: {
        ...view.approvals,
        'otp.idle/react/en/dark': { sha256: hash('5'), by: 'Ploy', at, status: 'approved' },
      },
    });
    expect(root.querySelector('[data-state="idle"]')).toBe(card);
    expect(
      dark.querySelector('[data-testid="review-atlas-screen-status"]')?.getAttribute('data-status'),
    ).toBe('approved');

    answerWith = async () => {
      throw new Error('state "otp.idle" has no screen in the atlas.');
    };
    approveAll.click();
    await vi.waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('failed'));
    expect(outcome().textContent).toBe('Not saved: state "otp.idle" has no screen in the atlas.');
    expect((approveAll as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the Atlas tab in Thai', () => {
  const english = 'Wait for `resendAvailableAt` before a new code.';
  const cooldownThai = 'รอถึง `resendAvailableAt` ก่อนขอรหัสใหม่';
  const described: StateDescriptions = { th: { 'otp.sent.cooldown': cooldownThai } };
  const OTP_KEY = 'tab-1:otp';
  const atlas: AtlasRecord = {
    apps: ['react'],
    languages: ['th', 'en'],
    machines: [
      {
        machine: 'otp',
        states: 2,
        entries: [
          { state: 'sent.cooldown', description: english, events: [], steps: [], shots: [] },
          {
            state: 'somewhere',
            description: 'A state no actor describes.',
            events: [],
            steps: [],
            shots: [],
          },
        ],
        exclusions: [],
      },
    ],
  };
  const descriptionOf = (root: HTMLElement, state: string) =>
    root.querySelector(`[data-state="${state}"] .atlas-description`)?.textContent;

  it("shows a state's Thai from a live actor of its machine when the page is Thai, the atlas's own otherwise", async () => {
    const tab = createAtlasTab({
      atlas: createAtlasResource(async () => new Response(JSON.stringify(atlas))),
      showActor: () => {},
    });
    document.body.replaceChildren(tab.element);
    tab.update('th');
    tab.open();
    await vi.waitFor(() =>
      expect(descriptionOf(tab.element, 'sent.cooldown')).toBe(english.replaceAll('`', '')),
    );

    // An actor with Thai descriptions starts: the texts follow without a new language.
    const live = new Map([['otp', OTP_KEY]]);
    tab.update('th', live, new Map([['otp', described]]));
    expect(descriptionOf(tab.element, 'sent.cooldown')).toBe(cooldownThai.replaceAll('`', ''));
    // Its `code` spans stay code, as in the English.
    expect(
      tab.element.querySelector('[data-state="sent.cooldown"] .atlas-description code')?.textContent,
    ).toBe('resendAvailableAt');
    expect(descriptionOf(tab.element, 'somewhere')).toBe('A state no actor describes.');

    tab.update('en', live, new Map([['otp', described]]));
    expect(descriptionOf(tab.element, 'sent.cooldown')).toBe(english.replaceAll('`', ''));

    tab.update('th', live, new Map([['redemption', described]]));
    expect(descriptionOf(tab.element, 'sent.cooldown')).toBe(english.replaceAll('`', ''));
  });
});
