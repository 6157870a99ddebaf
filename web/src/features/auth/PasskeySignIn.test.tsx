import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { demoMember } from '../../mocks/handlers';
import { MeDocument } from '../../lib/session';
import { PASSKEY_CANCELLED, PASSKEY_UNKNOWN } from '../../../../rules/passkeys';
import { PasskeySignInDocument, PasskeyStartSignInDocument } from '../passkeys/operations';
import { gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';

// The browser's WebAuthn (jsdom has none, so no autofill request starts): the ceremony's answer is the test's.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
const browserGet = jest.mocked(startAuthentication);
afterEach(() => browserGet.mockReset());

/** Issue 38: "Sign in with a passkey" on /auth — no username, no password. */
function server(answer: () => Response) {
  const seen: string[] = [];
  return {
    seen,
    handlers: [
      graphql.mutation(PasskeyStartSignInDocument, () =>
        HttpResponse.json({ data: { __typename: 'Mutation', startPasskeySignIn: { __typename: 'PasskeyOptions', optionsJSON: '{"challenge":"xyz","rpId":"localhost"}' } } }),
      ),
      graphql.mutation(PasskeySignInDocument, ({ variables }) => {
        seen.push(variables.response);
        return answer() as never;
      }),
    ],
  };
}
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };

describe('Sign in with a passkey', () => {
  it('signs in with the passkey the browser picks: the session user set, the welcome, the dashboard', async () => {
    const user = userEvent.setup();
    const s = server(() => HttpResponse.json({ data: { __typename: 'Mutation', signInWithPasskey: demoMember } }));
    const { client } = renderAuthScreens('/auth', s.handlers);
    browserGet.mockResolvedValue(assertion as never);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(browserGet).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', rpId: 'localhost' }, useBrowserAutofill: false });
    expect(JSON.parse(s.seen[0]!)).toEqual(assertion);
    expect(client.readQuery({ query: MeDocument })?.me).toEqual(demoMember);
  });

  it("shows the server's refusal, and the browser's cancellation, and stays on /auth", async () => {
    const user = userEvent.setup();
    const s = server(() => gqlError(PASSKEY_UNKNOWN, 'UNAUTHENTICATED'));
    renderAuthScreens('/auth', s.handlers);
    browserGet.mockResolvedValueOnce(assertion as never);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_UNKNOWN)).toBeInTheDocument();

    browserGet.mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_CANCELLED)).toBeInTheDocument();
    expect(s.seen).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers passkeys in the username field’s autofill', async () => {
    renderAuthScreens('/auth');
    expect(await screen.findByLabelText('Email or username')).toHaveAttribute('autocomplete', 'username webauthn');
  });
});
