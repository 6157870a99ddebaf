import * as yup from 'yup';
import { bool, MAX_LONG_TEXT, MAX_TEXT, strictObject, text } from './common';
import { idRef } from './events';

const title = () => text(MAX_TEXT, `Title must be at most ${MAX_TEXT} characters`).required('Title is required');
const content = () =>
  text(MAX_LONG_TEXT, `Content must be at most ${MAX_LONG_TEXT} characters`).required('Content is required');

/** A scope id; empty or absent means "not scoped". */
const scopeId = (what: string) => idRef(what).nullable().default(null);

/**
 * POST/PUT /api/announcements and createAnnouncement/updateAnnouncement. No teamId or leagueId
 * means General; both at once is refused (the table's CHECK says the same).
 */
export const announcementInputSchema = strictObject({
  title: title(),
  content: content(),
  teamId: scopeId('Team id'),
  leagueId: scopeId('League id'),
  sendWhatsapp: bool().default(false),
}).test('one-scope', 'Choose a team or a league, not both', function (value) {
  if (value?.teamId != null && value?.leagueId != null) {
    return this.createError({ path: 'leagueId', message: 'Choose a team or a league, not both' });
  }
  return true;
});

export type AnnouncementInputData = yup.InferType<typeof announcementInputSchema>;

export const ANNOUNCEMENT_SCOPES = ['all', 'team', 'league'] as const;

/**
 * The New Announcement dialog (spec §5): scope all, team or league; the chosen scope needs its
 * id. `toAnnouncementInput` turns the form values into what the API takes (all clears both).
 */
export const announcementFormSchema = yup.object({
  title: title(),
  content: content(),
  scope: yup.string().oneOf(ANNOUNCEMENT_SCOPES).default('all').required(),
  teamId: yup
    .string()
    .nullable()
    .when('scope', { is: 'team', then: (s) => s.required('Please select a team') }),
  leagueId: yup
    .string()
    .nullable()
    .when('scope', { is: 'league', then: (s) => s.required('Please select a league') }),
  sendWhatsapp: yup.boolean().default(false),
});

export type AnnouncementFormValues = yup.InferType<typeof announcementFormSchema>;

export function toAnnouncementInput(v: AnnouncementFormValues) {
  return {
    title: v.title,
    content: v.content,
    teamId: v.scope === 'team' ? (v.teamId ?? null) : null,
    leagueId: v.scope === 'league' ? (v.leagueId ?? null) : null,
    sendWhatsapp: v.sendWhatsapp ?? false,
  };
}
