import type { NotificationKind } from '@localpros/contracts/rules';
import { describe, expect, it } from 'vitest';
import { testNotification } from '@/testing/fake-event-source';
import {
  badgeText,
  bellLabel,
  firstPage,
  withAllRead,
  withLiveNotification,
  withOlderPage,
  withRead,
  withUnreadCount,
} from './notifications-cache';

const n = (id: string, read = false, kind: NotificationKind = 'quote_received') => testNotification({ id, read, kind });

describe("the bell's notifications", () => {
  it('keeps the first page newest first, without stream-only kinds, and knows when there may be more', () => {
    const view = firstPage({ notifications: [n('9'), n('12'), n('10', false, 'lead_withdrawn')], unreadCount: 2 }, 3);
    expect(view.notifications.map((x) => x.id)).toEqual(['12', '9']);
    expect(view.unreadCount).toBe(2);
    expect(view.hasOlder).toBe(true);
    expect(firstPage({ notifications: [n('1')], unreadCount: 1 }, 20).hasOlder).toBe(false);
  });

  it('adds a live notification once, counting it when unread', () => {
    const view = firstPage({ notifications: [n('10')], unreadCount: 1 }, 20);
    const next = withLiveNotification(view, n('11'));
    expect(next.notifications.map((x) => x.id)).toEqual(['11', '10']);
    expect(next.unreadCount).toBe(2);
    // A resumed stream repeats one: nothing changes.
    expect(withLiveNotification(next, n('11'))).toBe(next);
    expect(withLiveNotification(next, n('10'))).toBe(next);
    // A withdrawn lead is not in the bell.
    expect(withLiveNotification(next, n('12', false, 'lead_withdrawn'))).toBe(next);
    // One that arrives read is listed, not counted.
    expect(withLiveNotification(next, n('13', true)).unreadCount).toBe(2);
  });

  it('marks one or all read, never below zero, and takes the server’s count', () => {
    const view = firstPage({ notifications: [n('3'), n('2', true), n('1')], unreadCount: 2 }, 20);
    const one = withRead(view, ['3']);
    expect(one.unreadCount).toBe(1);
    expect(one.notifications.find((x) => x.id === '3')?.read).toBe(true);
    expect(withRead(one, ['3'])).toBe(one);
    expect(withRead(one, ['2'])).toBe(one);
    const all = withAllRead(one);
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((x) => x.read)).toBe(true);
    expect(withUnreadCount(all, 4).unreadCount).toBe(4);
    expect(withRead({ ...view, unreadCount: 0 }, ['1']).unreadCount).toBe(0);
  });

  it('appends an older page without repeating one', () => {
    const view = firstPage({ notifications: [n('30'), n('29')], unreadCount: 2 }, 2);
    const more = withOlderPage(view, { notifications: [n('29'), n('28')], unreadCount: 3 }, 2);
    expect(more.notifications.map((x) => x.id)).toEqual(['30', '29', '28']);
    expect(more.unreadCount).toBe(3);
    expect(withOlderPage(more, { notifications: [n('27')], unreadCount: 3 }, 2).hasOlder).toBe(false);
  });

  it('names the bell with its count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
