/**
 * The review site's recorded sessions (docs/atlas/sessions/<flow>.json, built into the site's flow pages by
 * `npm run site`): each flow driven in the React app with the review inspector connected to a review server
 * of its own, and the session exported from that server, kept to the flow's actors (`@loyalty-flows/atlas`: `flowSession`).
 *
 * `RECORD_SESSIONS=1` writes them. Otherwise (npm test) a committed recording must still be what the app
 * does: the same state values in the same order for each of the flow's machine actors, else the flow is
 * named and the way to record it again given. Either way, no OTP code, token or serial of the run is in the
 * session, nor one of the sandbox's seeded serials in the committed file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  flowSession,
  lastFlowState,
  type SiteFlow,
  sessionFile,
  sessionsDirOf,
  siteFlows,
  staleness,
} from '@loyalty-flows/atlas';
import type { ReviewSession } from '@loyalty-flows/review';
import { startReviewServer } from '@loyalty-flows/review/server';
import { secretsIn } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { OtpPage } from '../models/otp-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { inspectInto } from '../models/review-page';
import { apps, eventually, sandbox, sandboxUrl, useBrowser } from '../support/suite';

const recording = process.env.RECORD_SESSIONS === '1';
/** docs/atlas/sessions: where the recorded sessions are committed. */
const sessionsDir = sessionsDirOf(join(import.meta.dirname, '..', '..', 'docs', 'atlas'));
/** The fields that hold a secret (docs/wire-format.md): in a session each must read `[redacted]`. */
const secretFields = /^(code|token|serial|redeemkey|subscriptionkey)$/i;
const react = apps.find((app) => app.name === 'react');
const phone = '0812345678';

/** The secrets a drive saw on the wire, to look for in the session. */
interface Seen {
  codes: string[];
  tokens: string[];
  serials: Set<string>;
}

/** Where `json` holds a secret field with anything but `[redacted]` (`steps.3.event.code`). */
function unredacted(json: unknown, path = ''): string[] {
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) =>
    typeof value === 'string'
      ? secretFields.test(key) && value !== '[redacted]'
        ? [`${path}${key}`]
        : []
      : unredacted(value, `${path}${key}.`),
  );
}

/** A flow driven as a person would, from its route: what happens, then the state the recording ends in. */
const drives: Record<SiteFlow, { route: string; drive(page: AppPage, seen: Seen): Promise<void> }> = {
  otp: {
    route: '/otp',
    async drive(page, seen) {
      const otp = new OtpPage(page);
      await otp.setPhone(phone);
      await otp.send();
      await otp.waitForStatus('cooldown');
      const code = (await sandbox.outbox(phone))[0]?.code ?? '';
      seen.codes.push(code);
      await otp.verify(code);
      await page.testId('otp-result').waitFor();
      await eventually(async () => seen.tokens.length > 0, 'the verify answer with its token was read');
    },
  },
  redemption: {
    route: '/redemptions',
    async drive(page, seen) {
      const history = new RedemptionsPage(page);
      await history.waitForList();
      await history.loadMore();
      await page.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="redemption-item"]').length > 25,
      );
      await history.openFirstReady();
      await page.testId('serial-popup').waitFor();
      seen.serials.add(await history.serialText());
      await history.close();
      await page.testId('serial-popup').waitFor({ state: 'detached' });
    },
  },
  notifications: {
    route: '/notifications',
    async drive(page) {
      const inbox = new NotificationsPage(page);
      await inbox.waitForList();
      expect(await inbox.open('text')).toBe('text');
      await inbox.close();
      await eventually(
        async () => (await sandbox.requests('noti.read')).length === 1,
        'the read reached the service',
      );
      await inbox.readAll();
      await eventually(
        async () => (await sandbox.requests('noti.read')).length === 2,
        'the read of all reached the service',
      );
      await page.page.waitForSelector('section[data-flow-state*=\'"reads":"idle"\']');
    },
  },
};

describe.skipIf(react === undefined)('the review site’s recorded sessions, from the React app', () => {
  const browser = useBrowser();

  it.each(siteFlows)('%s', async (flow) => {
    if (!react) throw new Error('no React app under test');
    const server = await startReviewServer({ port: 0, sandboxUrl });
    const seen: Seen = { codes: [], tokens: [], serials: new Set() };
    const page = await AppPage.open(browser(), react, drives[flow].route);
    try {
      page.page.on('response', async (response) => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        const body = await response.text().catch(() => '');
        for (const [, token] of body.matchAll(/"token"\s*:\s*"([^"]+)"/gi)) seen.tokens.push(token as string);
        for (const [, serial] of body.matchAll(/"Serial"\s*:\s*"([^"]+)"/g))
          seen.serials.add(serial as string);
      });
      await inspectInto(page, server.url);
      await drives[flow].drive(page, seen);
      const flowState = await page.page.getAttribute('section[data-flow-state]', 'data-flow-state');
      // The last step reaches the server after the page shows it: wait for the session to end there too.
      let session: ReviewSession | undefined;
      await eventually(async () => {
        session = flowSession(server.session(), flow);
        return lastFlowState(session, flow) === flowState;
      }, `the ${flow} session ends in the state the page shows (${flowState})`);
      if (!session) throw new Error('no session');
      const text = JSON.stringify(session);
      const secrets = [
        ...seen.codes,
        ...seen.tokens,
        ...seen.serials,
        'sandbox-subscription-key',
        'sandbox-token',
      ].filter((secret) => secret.length >= 4);
      expect(secretsIn(text, secrets), 'secrets in the recorded session').toEqual([]);
      expect(unredacted(session), 'secret fields not redacted in the recorded session').toEqual([]);
      // The OTP flow carries its code and token; they are there, redacted, not left out.
      if (flow === 'otp') expect(text).toContain('"code":"[redacted]"');

      const file = sessionFile(flow, sessionsDir);
      if (recording) {
        mkdirSync(sessionsDir, { recursive: true });
        writeFileSync(file, `${JSON.stringify(session)}\n`);
        return;
      }
      if (!existsSync(file)) {
        throw new Error(
          `site: no recorded ${flow} session (${file}); record it: RECORD_SESSIONS=1 pnpm --filter @loyalty-flows/e2e exec vitest run specs/site-sessions.e2e.ts`,
        );
      }
      const committed = readFileSync(file, 'utf8');
      const recorded = JSON.parse(committed) as ReviewSession;
      expect(secretsIn(committed, secrets), `secrets of this run in ${file}`).toEqual([]);
      expect(unredacted(recorded), `secret fields not redacted in ${file}`).toEqual([]);
      const parting = staleness(recorded, session);
      expect(
        parting,
        `the recorded ${flow} session (${file}) is stale, the React app goes through other states now (${parting}); record it again with RECORD_SESSIONS=1 (see the review README)`,
      ).toBeUndefined();
    } finally {
      await page.close();
      await server.close();
    }
  });
});
