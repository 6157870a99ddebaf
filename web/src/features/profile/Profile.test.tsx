import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { MeDocument, type SessionUser } from '../../lib/session';
import { demoAdmin, demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { setOffline } from '../../pwa/online';

const card = async () => {
  await screen.findByRole('heading', { name: 'My Profile' });
  return within(screen.getByRole('main'));
};

describe('Profile', () => {
  it("shows the member's account in read mode", async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const main = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(main.getByText('Manage your account information')).toBeInTheDocument();
    expect(main.getByText('AT')).toBeInTheDocument();
    expect(main.getByText('Member')).toBeInTheDocument();
    for (const [label, value] of [
      ['Full Name', 'Amelia Tan'],
      ['Email', 'amelia.tan@d-office.local'],
      ['Username', 'amelia.tan@d-office.local'],
    ]) {
      expect(main.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(main.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('labels an admin as Admin', async () => {
    renderRoute('/profile', [sessionAs(demoAdmin), ...profileHandlers(demoAdmin).handlers, noCalendarFeed()]);
    const main = await card();
    expect(main.getByText('Admin')).toBeInTheDocument();
    expect(main.getByText('DO')).toBeInTheDocument();
  });

  it('saves the profile, WhatsApp consent and preferences, with the spec toast, and shows the saved values', async () => {
    const user = userEvent.setup();
    const profile = profileHandlers(demoMember);
    renderRoute('/profile', [sessionAs(demoMember), ...profile.handlers, noCalendarFeed()]);
    const main = await card();
    await user.click(await main.findByRole('button', { name: 'Edit Profile' }));
    expect(main.getByLabelText('Full Name')).toHaveValue('Amelia Tan');
    expect(main.getByLabelText('Email')).toBeDisabled();
    // WhatsApp preferences wait for a number and consent.
    expect(main.getByRole('switch', { name: 'WhatsApp event reminders' })).toBeDisabled();
    await user.type(main.getByLabelText('Full Name'), ' Jr');
    await user.type(main.getByLabelText('WhatsApp Phone'), '+6591234567');
    await user.click(main.getByRole('checkbox', { name: 'I agree to receive messages from D.Office on WhatsApp' }));
    await user.click(main.getByRole('switch', { name: 'WhatsApp event reminders' }));
    await user.clear(main.getByLabelText('Remind me (hours before an event)'));
    await user.type(main.getByLabelText('Remind me (hours before an event)'), '48');
    await user.click(main.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully')).toBeInTheDocument();
    expect(profile.sent).toEqual([
      {
        fullName: 'Amelia Tan Jr',
        phone: null,
        whatsappPhone: '+6591234567',
        whatsappOptIn: true,
        bio: null,
        preferences: { emailNotifications: true, whatsappEventReminders: true, whatsappAnnouncements: false, reminderTimingHours: 48 },
      },
    ]);
    await waitFor(() => expect(main.queryAllByRole('textbox')).toHaveLength(0));
    expect(main.getByText('Full Name').nextElementSibling).toHaveTextContent('Amelia Tan Jr');
    expect(main.getByText('Notifications').nextElementSibling).toHaveTextContent('Email, WhatsApp event reminders · reminders 48 hours before');
  });

  it('checks the form with the shared rules and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    const profile = profileHandlers(demoMember);
    renderRoute('/profile', [sessionAs(demoMember), ...profile.handlers, noCalendarFeed()]);
    const main = await card();
    await user.click(await main.findByRole('button', { name: 'Edit Profile' }));
    await user.type(main.getByLabelText('WhatsApp Phone'), '12345');
    await user.click(main.getByRole('button', { name: 'Save Changes' }));
    expect(await main.findByText('Phone number must be in format +1234567890')).toBeInTheDocument();
    expect(profile.sent).toEqual([]);
  });

  it('offline the form still opens and keeps what is typed; Save Changes waits with the reason until back online (issue 37)', async () => {
    const user = userEvent.setup();
    const profile = profileHandlers(demoMember);
    renderRoute('/profile', [sessionAs(demoMember), ...profile.handlers, noCalendarFeed()]);
    const main = await card();
    act(() => setOffline(true));
    try {
      await user.click(await main.findByRole('button', { name: 'Edit Profile' }));
      await user.type(main.getByLabelText('Full Name'), ' Jr');
      const save = main.getByRole('button', { name: 'Save Changes' });
      expect(save).toBeDisabled();
      expect(save).toHaveAccessibleDescription('You are offline');
      expect(main.getByText('You are offline')).toBeVisible();
      // Enter in a field does not send it either.
      await user.type(main.getByLabelText('Full Name'), '{Enter}');
      expect(profile.sent).toEqual([]);
      expect(main.getByLabelText('Full Name')).toHaveValue('Amelia Tan Jr');
    } finally {
      act(() => setOffline(false));
    }
    expect(main.queryByText('You are offline')).toBeNull();
    await user.click(main.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(profile.sent).toMatchObject([{ fullName: 'Amelia Tan Jr' }]);
  });

  it('Cancel discards the edits', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const main = await card();
    await user.click(await main.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(main.getByLabelText('Full Name'));
    await user.type(main.getByLabelText('Full Name'), 'Someone Else');
    await user.click(main.getByRole('button', { name: 'Cancel' }));
    expect(main.getByText('Full Name').nextElementSibling).toHaveTextContent('Amelia Tan');
    expect(main.queryByText('Someone Else')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('signs out to /auth with the "Logged out" toast', async () => {
    let me: SessionUser | null = demoMember;
    const user = userEvent.setup();
    renderRoute('/profile', [
      noCalendarFeed(),
      ...profileHandlers(demoMember).handlers,
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
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, graphql.mutation('Logout', () => HttpResponse.error()), noCalendarFeed()]);
    const main = await card();
    await user.click(main.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
    expect(screen.getByText('Logout process')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
  });
});
