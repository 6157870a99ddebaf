import { graphql, HttpResponse } from 'msw';
import { ProfileMineDocument, ProfileUpdateDocument, type ProfileInput, type ProfileMineQuery } from '../../src/gql/graphql';
import type { SessionUser } from '../../src/lib/session';

type Profile = ProfileMineQuery['myProfile'];

export const profileOf = (u: SessionUser): Profile => ({
  __typename: 'MyProfile',
  user: { __typename: 'User', id: u.id, fullName: u.fullName, email: u.email, username: u.username, phone: null, whatsappPhone: null, bio: null, language: u.language },
  whatsappOptInAt: null,
  preferences: { __typename: 'NotificationPreferences', emailNotifications: true, whatsappEventReminders: false, whatsappAnnouncements: false, reminderTimingHours: 24 },
  language: u.language,
});

/** myProfile and updateProfile for one user; every saved input is recorded in `sent`. */
export function profileHandlers(u: SessionUser) {
  let profile = profileOf(u);
  const sent: ProfileInput[] = [];
  const handlers = [
    graphql.query(ProfileMineDocument, () => HttpResponse.json({ data: { __typename: 'Query', myProfile: profile } })),
    graphql.mutation(ProfileUpdateDocument, ({ variables }) => {
      const input = variables.input;
      sent.push(input);
      const language = input.language === undefined ? profile.language : input.language;
      profile = {
        ...profile,
        language,
        user: { ...profile.user, fullName: input.fullName, phone: input.phone ?? null, whatsappPhone: input.whatsappPhone ?? null, bio: input.bio ?? null, language },
        whatsappOptInAt: input.whatsappOptIn ? '2026-11-21T10:00:00.000Z' : null,
        preferences: {
          __typename: 'NotificationPreferences',
          emailNotifications: input.preferences?.emailNotifications ?? true,
          whatsappEventReminders: input.preferences?.whatsappEventReminders ?? false,
          whatsappAnnouncements: input.preferences?.whatsappAnnouncements ?? false,
          reminderTimingHours: input.preferences?.reminderTimingHours ?? 24,
        },
      };
      return HttpResponse.json({ data: { __typename: 'Mutation', updateProfile: profile } });
    }),
  ];
  return { handlers, sent };
}
