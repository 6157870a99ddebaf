import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAdmin } from '../../mocks/handlers';
import { MeDocument } from '../../lib/session';
import { TwoFactorLoginDocument } from '../two-factor/operations';
import { fill, gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';
import { SsoFinishDocument, SsoProvidersDocument, SsoStartDocument } from './operations';

/** Issue 38: "Sign in with …" on /auth, and the page the provider sends the browser back to. */
const providers = graphql.query(SsoProvidersDocument, () =>
  HttpResponse.json({ data: { __typename: 'Query', ssoProviders: [{ __typename: 'SsoProvider', id: 'corp', name: 'Corp Login' }] } }),
);

describe('Sign in with …', () => {
  it('shows one button per provider the server offers', async () => {
    renderAuthScreens('/auth', [providers]);
    expect(await screen.findByRole('button', { name: 'Sign in with Corp Login' })).toBeInTheDocument();
  });

  it('shows nothing when no provider is configured', async () => {
    renderAuthScreens('/auth');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Sign in with (?!a passkey)/ })).not.toBeInTheDocument();
  });

  it("says why when the provider cannot be reached", async () => {
    renderAuthScreens('/auth', [
      providers,
      graphql.mutation(SsoStartDocument, () => gqlError('The sign-in provider cannot be reached just now. Please try again in a few minutes.', 'SERVICE_UNAVAILABLE')),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Corp Login' }));
    expect(await screen.findByText('The sign-in provider cannot be reached just now. Please try again in a few minutes.')).toBeInTheDocument();
  });
});

describe('back from the provider', () => {
  it("sends the provider's answer once, signs in and opens the dashboard", async () => {
    const seen: unknown[] = [];
    const { client } = renderAuthScreens('/auth/sso/corp?code=abc&state=xyz', [
      graphql.mutation(SsoFinishDocument, ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', finishSsoSignIn: demoAdmin } });
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(seen).toEqual([{ provider: 'corp', callbackQuery: '?code=abc&state=xyz' }]);
    expect(client.readQuery({ query: MeDocument })?.me).toEqual(demoAdmin);
  });

  it('asks for the two-factor code when the account has it on', async () => {
    const codes: unknown[] = [];
    renderAuthScreens('/auth/sso/corp?code=abc&state=xyz', [
      graphql.mutation(SsoFinishDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Enter the code from your authenticator app', extensions: { code: 'TWO_FACTOR_REQUIRED', twoFactorRequired: true, challenge: 'sso-challenge' } }],
        }),
      ),
      graphql.mutation(TwoFactorLoginDocument, ({ variables }) => {
        codes.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', loginWithTwoFactor: demoAdmin } });
      }),
    ]);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    await fill(user, within(form).getByLabelText('Authentication code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(codes).toEqual([{ challenge: 'sso-challenge', code: '123456' }]);
  });

  it("shows the server's refusal and the way back", async () => {
    renderAuthScreens('/auth/sso/corp?code=abc&state=xyz', [
      graphql.mutation(SsoFinishDocument, () => gqlError('No D.Office account uses this email address. Ask an admin to create one for you.', 'FORBIDDEN')),
    ]);
    expect(await screen.findByText('No D.Office account uses this email address. Ask an admin to create one for you.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
