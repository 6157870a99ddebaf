import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { PUSH_BLOCKED, PushSetupError, subscribeThisBrowser } from './browser';
import { MyPushSettingsDocument, PushAddDeviceDocument, PushRemoveDeviceDocument, PushSavePreferencesDocument } from './operations';

// The browser's Push API (jsdom has none): supported, and the permission prompt's outcome is what the test says.
jest.mock('./browser', () => ({
  ...jest.requireActual('./browser'),
  pushSupported: () => true,
  currentEndpoint: jest.fn(async () => null),
  subscribeThisBrowser: jest.fn(),
}));
const browserSubscribe = jest.mocked(subscribeThisBrowser);

const KEY = 'B'.padEnd(87, 'A');
const ALL_ON = { eventReminders: true, rsvpNeeded: true, waitlistPlace: true, bookingSteps: true, announcements: true };
type Row = { id: string; name: string; createdAt: string; lastSentAt: string | null };

/** Issue 37: the member's push devices and choices on the profile, against a server that keeps them. */
function world(initial: Row[]) {
  let rows = [...initial];
  let prefs = { ...ALL_ON };
  const seen: { op: string; variables: unknown }[] = [];
  const settings = () => ({
    __typename: 'PushSettings' as const,
    publicKey: KEY,
    devices: rows.map((r) => ({ __typename: 'PushDevice' as const, ...r })),
    preferences: { __typename: 'PushPreferences' as const, ...prefs },
  });
  const handlers = [
    graphql.query(MyPushSettingsDocument, () => HttpResponse.json({ data: { __typename: 'Query', myPushSettings: settings() } })),
    graphql.mutation(PushAddDeviceDocument, ({ variables }) => {
      seen.push({ op: 'add', variables });
      const row = { id: String(rows.length + 10), name: variables.input.deviceName ?? 'This browser', createdAt: '2026-11-21T10:00:00.000Z', lastSentAt: null };
      rows = [...rows, row];
      return HttpResponse.json({ data: { __typename: 'Mutation', addPushDevice: { __typename: 'PushDevice', ...row } } });
    }),
    graphql.mutation(PushRemoveDeviceDocument, ({ variables }) => {
      seen.push({ op: 'remove', variables });
      rows = rows.filter((r) => r.id !== String(variables.id));
      return HttpResponse.json({ data: { __typename: 'Mutation', removePushDevice: String(variables.id) } });
    }),
    graphql.mutation(PushSavePreferencesDocument, ({ variables }) => {
      seen.push({ op: 'prefs', variables });
      prefs = { ...variables.input };
      return HttpResponse.json({ data: { __typename: 'Mutation', savePushPreferences: { __typename: 'PushPreferences', ...prefs } } });
    }),
  ];
  return { handlers, seen };
}

const open = (handlers: ReturnType<typeof world>['handlers']) =>
  renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed(), ...handlers]);
const card = async () => within(await screen.findByRole('region', { name: 'Push notifications' }));

afterEach(() => browserSubscribe.mockReset());

it('lists the devices with push on and removes one after confirming', async () => {
  const w = world([
    { id: '1', name: 'Chrome on Android', createdAt: '2026-10-02T09:00:00.000Z', lastSentAt: '2026-11-20T09:00:00.000Z' },
    { id: '2', name: 'Firefox on Linux', createdAt: '2026-11-01T09:00:00.000Z', lastSentAt: null },
  ]);
  open(w.handlers);
  const c = await card();
  const items = within(await c.findByRole('list', { name: 'Devices with push notifications' })).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Chrome on AndroidAdded Oct 2, 2026 · Last notified Nov 20, 2026Remove',
    'Firefox on LinuxAdded Nov 1, 2026 · Not notified yetRemove',
  ]);
  await userEvent.click(c.getByRole('button', { name: 'Remove device Chrome on Android' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove device?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(c.queryByText('Chrome on Android')).not.toBeInTheDocument());
  expect(w.seen).toEqual([{ op: 'remove', variables: { id: '1' } }]);
});

it('asks the browser only when the member clicks "Turn on", then sends the subscription with the device’s name', async () => {
  const w = world([]);
  browserSubscribe.mockResolvedValue({ endpoint: 'https://push.example/abc', p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) });
  open(w.handlers);
  const c = await card();
  expect(await c.findByText('No devices get push notifications yet.')).toBeInTheDocument();
  expect(browserSubscribe).not.toHaveBeenCalled();

  await userEvent.click(c.getByRole('button', { name: 'Turn on for this browser' }));
  await waitFor(() => expect(w.seen).toHaveLength(1));
  expect(browserSubscribe).toHaveBeenCalledWith(KEY);
  expect(w.seen[0]).toEqual({
    op: 'add',
    variables: { input: { endpoint: 'https://push.example/abc', p256dh: 'P'.repeat(87), auth: 'A'.repeat(22), deviceName: expect.any(String) } },
  });
  expect(await c.findByRole('list', { name: 'Devices with push notifications' })).toBeInTheDocument();
  expect(c.queryByRole('button', { name: 'Turn on for this browser' })).not.toBeInTheDocument();
});

it('says how to allow notifications when the browser’s permission is refused, and sends nothing', async () => {
  const w = world([]);
  browserSubscribe.mockRejectedValue(new PushSetupError(PUSH_BLOCKED));
  open(w.handlers);
  const c = await card();
  await userEvent.click(await c.findByRole('button', { name: 'Turn on for this browser' }));
  expect(await c.findByText(PUSH_BLOCKED)).toBeInTheDocument();
  expect(w.seen).toEqual([]);
});

it('saves the choice per kind: turning one off sends all five with that one off', async () => {
  const w = world([]);
  open(w.handlers);
  const c = await card();
  await userEvent.click(await c.findByRole('switch', { name: 'A place on a waiting list' }));
  await waitFor(() => expect(w.seen).toEqual([{ op: 'prefs', variables: { input: { ...ALL_ON, waitlistPlace: false } } }]));
  await waitFor(() => expect(c.getByRole('switch', { name: 'A place on a waiting list' })).not.toBeChecked());
  expect(c.getByRole('switch', { name: 'Announcements' })).toBeChecked();
});
