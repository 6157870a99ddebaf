import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoMember } from '../../mocks/handlers';
import { MeDocument } from '../../lib/session';
import { AuthRegisterDocument } from './operations';
import { fill, gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';


async function openRegister() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  return { user, panel: within(screen.getByRole('tabpanel')) };
}

async function fillRegister(values: { email?: string; fullName?: string; password?: string; confirmPassword?: string }) {
  const { user, panel } = await openRegister();
  if (values.email) await fill(user, panel.getByLabelText('Email'), values.email);
  if (values.fullName) await fill(user, panel.getByLabelText('Full Name'), values.fullName);
  if (values.password) await fill(user, panel.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await fill(user, panel.getByLabelText('Confirm Password'), values.confirmPassword);
  await user.click(panel.getByRole('button', { name: 'Create Account' }));
  return panel;
}

const valid = { email: 'new@example.org', fullName: 'Nia New', password: 'secret123', confirmPassword: 'secret123' };

describe('Register', () => {
  it('shows a note for new members', async () => {
    renderAuthScreens('/auth');
    const { panel } = await openRegister();
    expect(panel.getByText(/New member\? Your email address becomes your username/)).toBeInTheDocument();
  });

  it('validates email, password length and the confirmation with the spec messages', async () => {
    renderAuthScreens('/auth');
    const panel = await fillRegister({ email: 'not-an-email', password: 'abc', confirmPassword: 'abc' });
    expect(await panel.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(panel.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
  });

  it('refuses spaces in the email, which becomes the username', async () => {
    renderAuthScreens('/auth');
    const panel = await fillRegister({ ...valid, email: 'nia new@example.org' });
    expect(await panel.findByText('Email cannot contain spaces when used as username')).toBeInTheDocument();
  });

  it('requires the passwords to match', async () => {
    renderAuthScreens('/auth');
    const panel = await fillRegister({ ...valid, confirmPassword: 'secret124' });
    expect(await panel.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates the account without the confirmation, signs in and goes to /', async () => {
    const sent: unknown[] = [];
    const created = { ...demoMember, id: '9', email: valid.email, username: valid.email, fullName: valid.fullName };
    const { client } = renderAuthScreens('/auth', [
      graphql.mutation(AuthRegisterDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', register: created } });
      }),
    ]);
    await fillRegister(valid);
    expect(await screen.findByRole('heading', { name: 'Home stub' })).toBeInTheDocument();
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { email: valid.email, fullName: valid.fullName, password: valid.password } }]);
    expect(client.readQuery({ query: MeDocument })?.me).toEqual(created);
  });

  it("shows the server's refusal, or the fallback", async () => {
    let calls = 0;
    renderAuthScreens('/auth', [
      graphql.mutation(AuthRegisterDocument, () =>
        ++calls === 1 ? gqlError('An account with that email already exists', 'CONFLICT') : HttpResponse.error(),
      ),
    ]);
    const panel = await fillRegister(valid);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with that email already exists')).toBeInTheDocument();
    await userEvent.setup().click(panel.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('There was an error creating your account')).toBeInTheDocument();
  });
});
