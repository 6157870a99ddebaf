import type { RsvpStatus } from '../../gql/graphql';

/** How an RSVP status reads on screen (buttons, badges, calendar markers, 'Your RSVP: …'). */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  maybe: 'Maybe',
  not_attending: 'Not Attending',
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
