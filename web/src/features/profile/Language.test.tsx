import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { MeDocument } from '../../lib/session';
import { demoMember } from '../../mocks/handlers';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { formatLongDate } from '../../lib/format';
import { i18n } from '../../i18n/i18n';

describe('the language switcher in the profile (issue 37 item 4)', () => {
  it('Deutsch saves the choice and turns the screen German without a reload; <html lang>, dates and requests follow', async () => {
    const user = userEvent.setup();
    const profile = profileHandlers(demoMember);
    const languages: (string | null)[] = [];
    renderRoute('/profile', [
      graphql.query(MeDocument, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ data: { __typename: 'Query', me: demoMember } });
      }),
      ...profile.handlers,
      noCalendarFeed(),
    ]);
    await screen.findByRole('heading', { name: 'My Profile' });
    const group = within(screen.getByRole('radiogroup', { name: 'Language' }));
    await waitFor(() => expect(group.getByRole('radio', { name: 'Same as this browser' })).toBeChecked());
    expect(languages[0]).toBe('en');

    await user.click(group.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(profile.sent.at(-1)).toEqual({ fullName: 'Amelia Tan', phone: null, whatsappPhone: null, whatsappOptIn: false, bio: null, language: 'de' });
    expect(screen.getByRole('button', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(document.documentElement.lang).toBe('de');
    expect(formatLongDate('2026-01-05')).toBe('Montag, 5. Januar 2026');
    expect(i18n.language).toBe('de');

    // "Same as this browser" (jsdom's is en-US) saves null and follows the browser again.
    await user.click(screen.getByRole('radio', { name: 'Wie dieser Browser' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(profile.sent.at(-1)).toMatchObject({ language: null });
    expect(document.documentElement.lang).toBe('en');
    expect(formatLongDate('2026-01-05')).toBe('Monday, January 5, 2026');
  });

  it("starts in the profile's language", async () => {
    const german = { ...demoMember, language: 'de' };
    renderRoute('/profile', [graphql.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me: german } })), ...profileHandlers(german).handlers, noCalendarFeed()]);
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });
});
