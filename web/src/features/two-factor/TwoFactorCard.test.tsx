import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { demoAdmin, demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { fill, gqlError } from '../../../test/forms';
import type { SessionUser } from '../../lib/session';
import { TwoFactorConfirmDocument, TwoFactorDisableDocument, TwoFactorStartDocument, TwoFactorStatusDocument } from './operations';

/** Issue 38: setting up and turning off two-factor on the profile. */
type Status = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
function world(initial: Status) {
  const state = { ...initial };
  const seen: { op: string; variables: unknown }[] = [];
  const handlers = [
    graphql.query(TwoFactorStatusDocument, () => HttpResponse.json({ data: { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', ...state } } })),
    graphql.mutation(TwoFactorStartDocument, () => {
      seen.push({ op: 'start', variables: {} });
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,AAAA' },
        },
      });
    }),
    graphql.mutation(TwoFactorConfirmDocument, ({ variables }) => {
      seen.push({ op: 'confirm', variables });
      if (variables.code !== '123456') return gqlError('Invalid authentication code', 'BAD_USER_INPUT');
      Object.assign(state, { enabled: true, recoveryCodesLeft: 10 });
      const codes = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(3, '0')}a`);
      return HttpResponse.json({ data: { __typename: 'Mutation', confirmTwoFactorEnrolment: { __typename: 'TwoFactorRecoveryCodes', codes } } });
    }),
    graphql.mutation(TwoFactorDisableDocument, ({ variables }) => {
      seen.push({ op: 'disable', variables });
      Object.assign(state, { enabled: false, recoveryCodesLeft: 0 });
      return HttpResponse.json({ data: { __typename: 'Mutation', disableTwoFactor: { __typename: 'TwoFactorStatus', ...state } } });
    }),
  ];
  return { handlers, seen };
}

const open = (user: SessionUser, handlers: ReturnType<typeof world>['handlers']) =>
  renderRoute('/profile', [sessionAs(user), ...profileHandlers(user).handlers, noCalendarFeed(), ...handlers]);
const card = async () => within(await screen.findByRole('region', { name: 'Two-factor authentication' }));

describe('two-factor on the profile', () => {
  it('sets it up: QR code and key, a first code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const w = world({ enabled: false, required: false, recoveryCodesLeft: 0 });
    open(demoMember, w.handlers);
    const c = await card();
    expect(await c.findByText('Off: sign-in asks for your password only.')).toBeInTheDocument();
    await user.click(c.getByRole('button', { name: 'Set up two-factor' }));
    expect(await c.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(c.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    await fill(user, c.getByLabelText('Code from the app'), '1234');
    await user.click(c.getByRole('button', { name: 'Turn on' }));
    expect(await c.findByText('Enter the 6-digit code from your authenticator app, or a recovery code')).toBeInTheDocument();
    await user.clear(c.getByLabelText('Code from the app'));
    await fill(user, c.getByLabelText('Code from the app'), '654321');
    await user.click(c.getByRole('button', { name: 'Turn on' }));
    expect(await c.findByText('Invalid authentication code')).toBeInTheDocument();
    await user.clear(c.getByLabelText('Code from the app'));
    await fill(user, c.getByLabelText('Code from the app'), '123456');
    await user.click(c.getByRole('button', { name: 'Turn on' }));

    const list = await c.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(c.getByRole('button', { name: 'I have saved them' }));
    expect(await c.findByText(/On: sign-in asks for a code from your authenticator app\. 10 recovery codes left\./)).toBeInTheDocument();
    expect(c.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(w.seen.map((s) => s.op)).toEqual(['start', 'confirm', 'confirm']);
  });

  it('turns it off with a code', async () => {
    const user = userEvent.setup();
    const w = world({ enabled: true, required: false, recoveryCodesLeft: 7 });
    open(demoMember, w.handlers);
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Turn off two-factor' }));
    await fill(user, c.getByLabelText('Current code or a recovery code'), '123456');
    await user.click(c.getByRole('button', { name: 'Turn off' }));
    expect(await c.findByText('Off: sign-in asks for your password only.')).toBeInTheDocument();
    expect(w.seen).toEqual([{ op: 'disable', variables: { code: '123456' } }]);
  });

  it('tells an admin the office requires it, and offers no way to turn it off once on', async () => {
    const w = world({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const { unmount } = open(demoAdmin, w.handlers);
    const c = await card();
    expect(await c.findByText('Set up two-factor authentication on your profile to use admin features.')).toBeInTheDocument();
    unmount();
    const on = world({ enabled: true, required: true, recoveryCodesLeft: 10 });
    open(demoAdmin, on.handlers);
    const c2 = await card();
    expect(await c2.findByText('Required for admins in this office.')).toBeInTheDocument();
    expect(c2.queryByRole('button', { name: 'Turn off two-factor' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and an error with a retry', async () => {
    let fail = true;
    open(demoMember, [
      graphql.query(TwoFactorStatusDocument, async () =>
        fail ? (await delay(300), gqlError('boom', 'INTERNAL_SERVER_ERROR')) : HttpResponse.json({ data: { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false, required: false, recoveryCodesLeft: 0 } } }),
      ),
    ]);
    const c = await card();
    expect(c.getByTestId('two-factor-loading')).toBeInTheDocument();
    expect(await c.findByText('Could not load your two-factor settings.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(c.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(c.getByText('Off: sign-in asks for your password only.')).toBeInTheDocument());
  });
});
