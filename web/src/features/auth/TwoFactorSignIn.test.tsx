import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAdmin } from '../../mocks/handlers';
import { MeDocument } from '../../lib/session';
import { TwoFactorLoginDocument } from '../two-factor/operations';
import { AuthLoginDocument } from './operations';
import { fill, gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';

/** Issue 38: a password accepted for an account with two-factor on asks for the code next. */
const needsCode = graphql.mutation(AuthLoginDocument, () =>
  HttpResponse.json({
    data: null,
    errors: [{ message: 'Enter the code from your authenticator app', extensions: { code: 'TWO_FACTOR_REQUIRED', twoFactorRequired: true, challenge: 'challenge-1' } }],
  }),
);

async function passwordStep() {
  const user = userEvent.setup();
  const panel = within(await screen.findByRole('tabpanel'));
  await fill(user, panel.getByLabelText('Email or username'), 'admin@d-office.local');
  await fill(user, panel.getByLabelText('Password'), 'secret123');
  await user.click(panel.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Sign In with two-factor', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const seen: unknown[] = [];
    const { client } = renderAuthScreens('/auth', [
      needsCode,
      graphql.mutation(TwoFactorLoginDocument, ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', loginWithTwoFactor: demoAdmin } });
      }),
    ]);
    const user = await passwordStep();
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    expect(within(form).getByText('Enter the code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    await fill(user, within(form).getByLabelText('Authentication code'), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(seen).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(client.readQuery({ query: MeDocument })?.me).toEqual(demoAdmin);
  });

  it('checks the code before sending it', async () => {
    const seen: unknown[] = [];
    renderAuthScreens('/auth', [needsCode, graphql.mutation(TwoFactorLoginDocument, () => (seen.push(1), gqlError('never')))]);
    const user = await passwordStep();
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    await fill(user, within(form).getByLabelText('Authentication code'), '12');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByText('Enter the 6-digit code from your authenticator app, or a recovery code')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says a wrong code is wrong and stays on the code step', async () => {
    renderAuthScreens('/auth', [needsCode, graphql.mutation(TwoFactorLoginDocument, () => gqlError('Invalid authentication code', 'UNAUTHENTICATED'))]);
    const user = await passwordStep();
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    await fill(user, within(form).getByLabelText('Authentication code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Two-factor code' })).toBeInTheDocument();
  });

  it('goes back to the password when the sign-in has expired', async () => {
    renderAuthScreens('/auth', [
      needsCode,
      graphql.mutation(TwoFactorLoginDocument, () => gqlError('This sign-in has expired; enter your password again', 'UNAUTHENTICATED')),
    ]);
    const user = await passwordStep();
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    await fill(user, within(form).getByLabelText('Authentication code'), 'abcd-2345');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired; enter your password again')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });
});
