import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { demoMember } from '../../mocks/handlers';
import { MeDocument } from '../../lib/session';
import { AuthLoginDocument } from './operations';
import { fill, gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';

const loginAnswers = (user = demoMember, seen: unknown[] = []) =>
  graphql.mutation(AuthLoginDocument, ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({ data: { __typename: 'Mutation', login: user } });
  });


async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  const panel = within(await screen.findByRole('tabpanel'));
  await fill(user, panel.getByLabelText('Email or username'), username);
  await fill(user, panel.getByLabelText('Password'), password);
  await user.click(panel.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Sign In', () => {
  it('shows the two tabs, the forgot-password link and the landing copy', async () => {
    renderAuthScreens('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    const landing = screen.getByRole('region', { name: 'About D.Office' });
    for (const text of ['Meeting rooms', 'Club events', 'RSVP system', 'Announcements']) {
      expect(within(landing).getByText(text)).toBeInTheDocument();
    }
  });

  it('requires a username and a password', async () => {
    const user = userEvent.setup();
    renderAuthScreens('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in: sets the session user, says so and goes to the dashboard', async () => {
    const seen: unknown[] = [];
    const { client } = renderAuthScreens('/auth', [loginAnswers(demoMember, seen)]);
    await signIn('  amelia.tan@d-office.local ', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to D.Office')).toBeInTheDocument();
    expect(seen).toEqual([{ username: 'amelia.tan@d-office.local', password: 'secret123' }]);
    expect(client.readQuery({ query: MeDocument })?.me).toEqual(demoMember);
  });

  it('disables the button while signing in', async () => {
    renderAuthScreens('/auth', [
      graphql.mutation(AuthLoginDocument, async () => {
        await delay(300);
        return HttpResponse.json({ data: { __typename: 'Mutation', login: demoMember } });
      }),
    ]);
    await signIn('amelia.tan@d-office.local', 'secret123');
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });

  it('explains wrong credentials with the email that was typed', async () => {
    renderAuthScreens('/auth', [graphql.mutation(AuthLoginDocument, () => gqlError('Invalid credentials', 'UNAUTHENTICATED'))]);
    await signIn('member@exmple.org', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Could not log in with email "member@exmple.org". Please check for typos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
  });

  it("shows the server's message otherwise (e.g. the rate limiter)", async () => {
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    renderAuthScreens('/auth', [graphql.mutation(AuthLoginDocument, () => gqlError(message, 'RATE_LIMITED'))]);
    await signIn('amelia.tan@d-office.local', 'secret123');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('falls back to a generic message when the server cannot be reached', async () => {
    renderAuthScreens('/auth', [graphql.mutation(AuthLoginDocument, () => HttpResponse.error())]);
    await signIn('amelia.tan@d-office.local', 'secret123');
    expect(await screen.findByText('An error occurred during login')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});
