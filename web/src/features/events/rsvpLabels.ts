import type { RsvpStatus } from '../../gql/graphql';
import { i18n } from '../../i18n/i18n';

/** How an RSVP status reads on screen (buttons, badges, calendar markers, 'Your RSVP: …'). */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  // Read in the active language each time (common.json's rsvp.*), so the places that show them follow a switch.
  get attending() {
    return i18n.t('rsvp.attending');
  },
  get maybe() {
    return i18n.t('rsvp.maybe');
  },
  get not_attending() {
    return i18n.t('rsvp.not_attending');
  },
};

/** The colour of each answer as text, outline and icon: the palette's, lighter in the dark scheme. */
export const RSVP_COLOURS: Record<RsvpStatus, string> = {
  attending: 'accent.attending',
  maybe: 'accent.maybe',
  not_attending: 'accent.notAttending',
};

/** The fill of a chosen answer: dark enough for white text in either scheme (WCAG AA). */
export const RSVP_FILLS: Record<RsvpStatus, string> = {
  attending: '#15803d',
  maybe: '#b45309',
  not_attending: '#b91c1c',
};
