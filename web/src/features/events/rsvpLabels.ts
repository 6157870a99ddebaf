import type { RsvpStatus } from '../../gql/graphql';

/** How an RSVP status reads on screen (buttons, badges, 'Your RSVP: …'). */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  maybe: 'Maybe',
  not_attending: 'Not Attending',
};
