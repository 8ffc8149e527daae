import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../src/index';

describe('notificationTarget', () => {
  it('N4: campaign and event open the campaign, cat the category, link the URL', () => {
    expect(notificationTarget('campaign', { campaignId: '7' })).toEqual({
      kind: 'campaign',
      campaignId: '7',
    });
    expect(notificationTarget('event', { campaignId: '8', categoryId: '1' })).toEqual({
      kind: 'campaign',
      campaignId: '8',
    });
    expect(notificationTarget('cat', { categoryId: '12' })).toEqual({ kind: 'category', categoryId: '12' });
    expect(notificationTarget('link', { url: 'https://example.com/a' })).toEqual({
      kind: 'link',
      url: 'https://example.com/a',
    });
  });

  it('N4: message, comment, badge, earn, dashboard and others show their text; so does a target without its id', () => {
    for (const type of ['message', 'comment', 'badge', 'earn', 'dashboard', 'other'] as const) {
      expect(notificationTarget(type, { campaignId: '1', categoryId: '2', url: 'https://x.io' })).toEqual({
        kind: 'text',
      });
    }
    expect(notificationTarget('campaign', {})).toEqual({ kind: 'text' });
    expect(notificationTarget('cat', { campaignId: '1' })).toEqual({ kind: 'text' });
    expect(notificationTarget('link', { url: '' })).toEqual({ kind: 'text' });
  });
});
