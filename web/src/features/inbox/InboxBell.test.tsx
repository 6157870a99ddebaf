import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/render';
import { sessionAs } from '../../../test/handlers/session';
import { demoMember } from '../../mocks/handlers';
import { INBOX_POLL_MS, InboxUnreadCountDocument } from './count';
import { InboxBell } from './InboxBell';
import { liveSocket } from '../../../test/live';
import { InboxMarkAllReadDocument, InboxMarkReadDocument, InboxNotificationsDocument } from './operations';

const item = (id: string, title: string, readAt: string | null = null) => ({
  __typename: 'InboxNotification' as const,
  id,
  kind: 'booking_accepted' as const,
  title,
  body: `Body of ${title}`,
  link: '/meeting-rooms',
  createdAt: '2026-11-21T09:00:00.000Z',
  readAt,
});

/** A little server: two unread, one read; marking changes what later queries say. */
function inboxServer() {
  const items = [item('2', 'Booking accepted: Boardroom'), item('1', 'Deposit requested: Boardroom'), item('0', 'Announcement: Hello', '2026-11-20T09:00:00.000Z')];
  const unread = () => items.filter((n) => !n.readAt).length;
  const calls: string[] = [];
  return {
    calls,
    handlers: [
      sessionAs(demoMember),
      graphql.query(InboxUnreadCountDocument, () => {
        calls.push('count');
        return HttpResponse.json({ data: { __typename: 'Query', unreadNotificationCount: unread() } });
      }),
      graphql.query(InboxNotificationsDocument, () => {
        calls.push('list');
        return HttpResponse.json({ data: { __typename: 'Query', myNotifications: items, unreadNotificationCount: unread() } });
      }),
      graphql.mutation(InboxMarkReadDocument, ({ variables }) => {
        const n = items.find((i) => i.id === variables.id)!;
        n.readAt = '2026-11-21T10:00:00.000Z';
        return HttpResponse.json({ data: { __typename: 'Mutation', markNotificationRead: { __typename: 'InboxNotification', id: n.id, readAt: n.readAt } } });
      }),
      graphql.mutation(InboxMarkAllReadDocument, () => {
        const count = unread();
        for (const n of items) n.readAt ??= '2026-11-21T10:00:00.000Z';
        return HttpResponse.json({ data: { __typename: 'Mutation', markAllNotificationsRead: count } });
      }),
    ],
  };
}

describe('the header bell and its inbox', () => {
  it('shows the unread count, opens the inbox by keyboard, marks one and then all read', async () => {
    const s = inboxServer();
    renderWithProviders(<InboxBell />, { handlers: s.handlers });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('inbox-badge')).toHaveTextContent('2');
    expect(screen.getByText('2 unread notifications')).toHaveAttribute('aria-live', 'polite');
    expect(s.calls).toEqual(['count']); // the list loads only with the panel

    const user = userEvent.setup();
    act(() => bell.focus()); // the button's focus-visible state updates inside act
    await user.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const list = within(await panel.findByRole('list', { name: 'Your notifications' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.getByRole('link', { name: 'Unread: Booking accepted: Boardroom' })).toHaveAttribute('href', '/meeting-rooms');
    expect(list.getByText('Body of Announcement: Hello')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Mark "Deposit requested: Boardroom" as read' }));
    // The open panel is modal: the page behind it (the bell included) is hidden from the accessibility tree meanwhile.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('asks again when a notification arrives over the socket, and does not poll while the socket is up', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const s = inboxServer();
      const live = liveSocket();
      renderWithProviders(<InboxBell />, { handlers: [...s.handlers, live.handler] });
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      const asked = () => s.calls.filter((c) => c === 'count').length;
      // The socket's client loads and connects on real I/O: wait by turns of the event loop, not by (fake) time.
      for (let i = 0; i < 20_000 && live.subscriptions.length === 0; i++) await act(() => new Promise((resolve) => setImmediate(resolve)));
      expect(live.subscriptions.map((x) => x.query)).toEqual([expect.stringContaining('myNotificationAdded')]);
      await act(async () => {
        jest.advanceTimersByTime(INBOX_POLL_MS * 3);
      });
      expect(asked()).toBe(1);
      act(() => live.push('myNotificationAdded'));
      await waitFor(() => expect(asked()).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });

  it('where the socket cannot open, asks again every minute while the tab is visible, not while it is hidden', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const s = inboxServer();
      renderWithProviders(<InboxBell />, { handlers: s.handlers });
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      const asked = () => s.calls.filter((c) => c === 'count').length;
      expect(asked()).toBe(1);
      await act(async () => {
        jest.advanceTimersByTime(INBOX_POLL_MS + 10);
      });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(asked()).toBeGreaterThanOrEqual(2);
      const before = asked();
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(async () => {
        jest.advanceTimersByTime(INBOX_POLL_MS * 3);
      });
      expect(asked()).toBe(before);
      Object.defineProperty(document, 'hidden', { configurable: true, value: false });
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(asked()).toBeGreaterThan(before);
    } finally {
      jest.useRealTimers();
      Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    }
  });

  it('says when the inbox is empty', async () => {
    renderWithProviders(<InboxBell />, {
      handlers: [
        sessionAs(demoMember),
        graphql.query(InboxNotificationsDocument, () => HttpResponse.json({ data: { __typename: 'Query', myNotifications: [], unreadNotificationCount: 0 } })),
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
