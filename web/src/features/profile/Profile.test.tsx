import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { MeDocument, type SessionUser } from '../../lib/session';
import { demoAdmin, demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';

configure({ asyncUtilTimeout: 5000 });

const card = async () => {
  await screen.findByRole('heading', { name: 'My Profile' });
  return within(screen.getByRole('main'));
};

describe('Profile', () => {
  it("shows the member's account in read mode", async () => {
    renderRoute('/profile', [sessionAs(demoMember), noCalendarFeed()]);
    const main = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(main.getByText('Manage your account information')).toBeInTheDocument();
    expect(main.getByText('MM')).toBeInTheDocument();
    expect(main.getByText('Member')).toBeInTheDocument();
    for (const [label, value] of [
      ['Full Name', 'Mia Member'],
      ['Email', 'member@example.org'],
      ['Username', 'member@example.org'],
    ]) {
      expect(main.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(main.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('labels an admin as Admin', async () => {
    renderRoute('/profile', [sessionAs(demoAdmin), noCalendarFeed()]);
    const main = await card();
    expect(main.getByText('Admin')).toBeInTheDocument();
    expect(main.getByText('AA')).toBeInTheDocument();
  });

  it('edits client-side only: Save Changes sends nothing, says so and returns to read mode', async () => {
    // No handler but the session: any request the save made would fail this test.
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), noCalendarFeed()]);
    const main = await card();
    await user.click(main.getByRole('button', { name: 'Edit Profile' }));
    expect(main.getByLabelText('Full Name')).toHaveValue('Mia Member');
    expect(main.getByLabelText('Email')).toHaveValue('member@example.org');
    expect(main.getByLabelText('Username')).toHaveValue('member@example.org');
    await user.type(main.getByLabelText('Full Name'), ' Jr');
    await user.click(main.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully')).toBeInTheDocument();
    expect(main.queryByRole('textbox')).not.toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('Cancel discards the edits', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), noCalendarFeed()]);
    const main = await card();
    await user.click(main.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(main.getByLabelText('Full Name'));
    await user.type(main.getByLabelText('Full Name'), 'Someone Else');
    await user.click(main.getByRole('button', { name: 'Cancel' }));
    expect(main.getByText('Full Name').nextElementSibling).toHaveTextContent('Mia Member');
    expect(main.queryByText('Someone Else')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('signs out to /auth with the "Logged out" toast', async () => {
    let me: SessionUser | null = demoMember;
    const user = userEvent.setup();
    renderRoute('/profile', [
      noCalendarFeed(),
      graphql.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me } })),
      graphql.mutation('Logout', () => {
        me = null;
        return HttpResponse.json({ data: { __typename: 'Mutation', logout: true } });
      }),
    ]);
    const main = await card();
    localStorage.setItem('leftover', '1');
    await user.click(main.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    expect(localStorage.getItem('leftover')).toBeNull();
  });

  it('still goes to /auth when the logout call fails', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), noCalendarFeed(), graphql.mutation('Logout', () => HttpResponse.error())]);
    const main = await card();
    await user.click(main.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
    expect(screen.getByText('Logout process')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
  });
});
