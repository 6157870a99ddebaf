import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthForgotPasswordDocument, AuthResetPasswordDocument } from './operations';
import { fill, gqlError, graphql, HttpResponse, renderAuthScreens } from '../../../test/auth';


const SENT = 'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.';
const DONE = 'Your password has been reset. Please sign in with your new password.';

describe('Forgot password', () => {
  it('validates the email and links back to login', async () => {
    const user = userEvent.setup();
    renderAuthScreens('/forgot-password');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
    await fill(user, screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("sends the link and shows the server's message", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAuthScreens('/forgot-password', [
      graphql.mutation(AuthForgotPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', forgotPassword: { __typename: 'MessagePayload', message: SENT } } });
      }),
    ]);
    await fill(user, await screen.findByLabelText('Email'), 'amelia.tan@d-office.local');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'amelia.tan@d-office.local' }]);
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });

  it("says so when sending fails, with the server's message", async () => {
    const user = userEvent.setup();
    const limited = 'Too many reset requests. Please try again in 15 minutes.';
    renderAuthScreens('/forgot-password', [graphql.mutation(AuthForgotPasswordDocument, () => gqlError(limited, 'RATE_LIMITED'))]);
    await fill(user, await screen.findByLabelText('Email'), 'amelia.tan@d-office.local');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
    expect(screen.getByText(limited)).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('asks for a new link when the token is missing', async () => {
    renderAuthScreens('/reset-password');
    expect(await screen.findByText('No reset token provided. Please request a new password reset link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('validates length and the confirmation', async () => {
    const user = userEvent.setup();
    renderAuthScreens('/reset-password?token=abc');
    await fill(user, await screen.findByLabelText('New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Password must be at least 6 characters')).toHaveLength(2);
    await fill(user, screen.getByLabelText('New Password'), 'defghi');
    await fill(user, screen.getByLabelText('Confirm New Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('resets with the token, shows the message and goes to /auth after 2 seconds', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAuthScreens('/reset-password?token=tok-123', [
      graphql.mutation(AuthResetPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', resetPassword: { __typename: 'MessagePayload', message: DONE } } });
      }),
    ]);
    await fill(user, await screen.findByLabelText('New Password'), 'brand-new-pw');
    await fill(user, screen.getByLabelText('Confirm New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-123', newPassword: 'brand-new-pw' }]);
    const shownAt = Date.now();
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' }, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  });

  it("says so when the reset fails, with the server's message", async () => {
    const user = userEvent.setup();
    const invalid = 'This reset link is invalid or has expired. Please request a new one.';
    renderAuthScreens('/reset-password?token=used', [graphql.mutation(AuthResetPasswordDocument, () => gqlError(invalid, 'BAD_USER_INPUT'))]);
    await fill(user, await screen.findByLabelText('New Password'), 'brand-new-pw');
    await fill(user, screen.getByLabelText('Confirm New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText(invalid)).toBeInTheDocument();
  });
});
