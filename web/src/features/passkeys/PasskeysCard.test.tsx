import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { startRegistration } from '@simplewebauthn/browser';
import { renderRoute } from '../../../test/render';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { fill, gqlError } from '../../../test/forms';
import { DEMO_FLAG } from '../../demo/demo-flag';
import { PASSKEY_ALREADY_REGISTERED, PASSKEY_CANCELLED, PASSKEYS_NOT_IN_DEMO } from '../../../../rules/passkeys';
import { PASSKEY_NAME_REQUIRED } from '../../../../validation/passkeys';
import { MyPasskeysDocument, PasskeyDeleteDocument, PasskeyFinishRegistrationDocument, PasskeyStartRegistrationDocument } from './operations';

// The browser's WebAuthn (jsdom has none): the ceremony's answer is whatever the test says.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
const browserCreate = jest.mocked(startRegistration);

/** Issue 38: a member's passkeys on the profile — listed, added under a name, removed. */
type Row = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
function world(initial: Row[]) {
  let rows = [...initial];
  const seen: { op: string; variables: unknown }[] = [];
  const typed = (r: Row) => ({ __typename: 'Passkey' as const, ...r });
  const handlers = [
    graphql.query(MyPasskeysDocument, () => HttpResponse.json({ data: { __typename: 'Query', myPasskeys: rows.map(typed) } })),
    graphql.mutation(PasskeyStartRegistrationDocument, () => {
      seen.push({ op: 'start', variables: {} });
      return HttpResponse.json({ data: { __typename: 'Mutation', startPasskeyRegistration: { __typename: 'PasskeyOptions', optionsJSON: '{"challenge":"abc","rp":{"id":"localhost"}}' } } });
    }),
    graphql.mutation(PasskeyFinishRegistrationDocument, ({ variables }) => {
      seen.push({ op: 'finish', variables });
      if (variables.name === 'Twice') return gqlError(PASSKEY_ALREADY_REGISTERED, 'CONFLICT');
      const row = { id: String(rows.length + 10), name: variables.name, createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };
      rows = [...rows, row];
      return HttpResponse.json({ data: { __typename: 'Mutation', finishPasskeyRegistration: typed(row) } });
    }),
    graphql.mutation(PasskeyDeleteDocument, ({ variables }) => {
      seen.push({ op: 'delete', variables });
      rows = rows.filter((r) => r.id !== String(variables.id));
      return HttpResponse.json({ data: { __typename: 'Mutation', deletePasskey: String(variables.id) } });
    }),
  ];
  return { handlers, seen };
}

const open = (handlers: ReturnType<typeof world>['handlers']) =>
  renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed(), ...handlers]);
const card = async () => within(await screen.findByRole('region', { name: 'Passkeys' }));

afterEach(() => {
  browserCreate.mockReset();
  localStorage.removeItem(DEMO_FLAG);
});

describe('passkeys on the profile', () => {
  it('lists each passkey with its name, when it was added and last used', async () => {
    open(world([
      { id: '1', name: 'Work laptop', createdAt: '2026-10-02T09:00:00.000Z', lastUsedAt: '2026-11-20T09:00:00.000Z' },
      { id: '2', name: 'Phone', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null },
    ]).handlers);
    const c = await card();
    const items = within(await c.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Work laptopAdded Oct 2, 2026 · Last used Nov 20, 2026Remove', 'PhoneAdded Nov 1, 2026 · Not used yetRemove']);
  });

  it('says when there are none', async () => {
    open(world([]).handlers);
    expect(await (await card()).findByText('No passkeys yet.')).toBeInTheDocument();
  });

  it('adds one under the name given: the server\'s options to the browser, its answer back', async () => {
    const user = userEvent.setup();
    const w = world([]);
    open(w.handlers);
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Add a passkey' }));
    await user.click(c.getByRole('button', { name: 'Continue' }));
    expect(await c.findByText(PASSKEY_NAME_REQUIRED)).toBeInTheDocument();
    expect(w.seen).toEqual([]);

    browserCreate.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' }, clientExtensionResults: {} });
    await fill(user, c.getByLabelText('Passkey name'), 'Work laptop');
    await user.click(c.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(browserCreate).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rp: { id: 'localhost' } } });
    expect(w.seen[1]).toEqual({ op: 'finish', variables: { name: 'Work laptop', response: expect.stringContaining('"id":"cred"') } });
    const list = await c.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(c.queryByRole('form', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it("says so when the person cancels in the browser, or the server refuses, and keeps the form", async () => {
    const user = userEvent.setup();
    const w = world([]);
    open(w.handlers);
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Add a passkey' }));
    await fill(user, c.getByLabelText('Passkey name'), 'Twice');
    browserCreate.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    await user.click(c.getByRole('button', { name: 'Continue' }));
    expect(await c.findByText(PASSKEY_CANCELLED)).toBeInTheDocument();
    expect(w.seen.map((s) => s.op)).toEqual(['start']);

    browserCreate.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' }, clientExtensionResults: {} });
    await user.click(c.getByRole('button', { name: 'Continue' }));
    expect(await c.findByText(PASSKEY_ALREADY_REGISTERED)).toBeInTheDocument();
    expect(c.getByRole('form', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('removes one after asking', async () => {
    const user = userEvent.setup();
    const w = world([{ id: '7', name: 'Old phone', createdAt: '2026-10-02T09:00:00.000Z', lastUsedAt: null }]);
    open(w.handlers);
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Remove passkey Old phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey?' });
    expect(dialog).toHaveTextContent('"Old phone" will no longer sign you in.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await c.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(w.seen).toEqual([{ op: 'delete', variables: { id: '7' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in the demo, explains there are none instead of asking', async () => {
    localStorage.setItem(DEMO_FLAG, 'true');
    open([]);
    const c = await card();
    expect(c.getByText(new RegExp(PASSKEYS_NOT_IN_DEMO))).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
