import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { MeDocument } from '../../lib/session';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { ClubEvents } from './ClubEvents';
import { demoEvent } from '../../../test/fixtures/events';
import { eventsPageList } from '../../../test/handlers/events';
import { EventsJoinWaitlistDocument, EventsLeaveWaitlistDocument } from './operations';

const full = demoEvent({ id: '70', title: 'Wine Tasting Evening', maxAttendees: 12, attendeeCount: 12, waitlistCount: 2 });
const roomy = demoEvent({ id: '71', title: 'Open Evening', maxAttendees: 12, attendeeCount: 3 });

async function renderEvents(handlers: RequestHandler[] = []) {
  const utils = renderWithProviders(<ClubEvents />, { route: '/events', handlers: [sessionAs(demoMember), eventsPageList([full, roomy]), ...handlers] });
  await waitFor(() => expect(utils.client.readQuery({ query: MeDocument })).not.toBeNull());
  return utils;
}
const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('waiting list on Club Events', () => {
  it('a full event offers Join waitlist; joining shows the place, leaving offers joining again', async () => {
    const calls: string[] = [];
    await renderEvents([
      graphql.mutation(EventsJoinWaitlistDocument, ({ variables }) => {
        calls.push(`join ${variables.eventId}`);
        return HttpResponse.json({ data: { __typename: 'Mutation', joinWaitlist: { __typename: 'Event', id: '70', attendeeCount: 12, waitlistCount: 3, waitlistPosition: 3 } } });
      }),
      graphql.mutation(EventsLeaveWaitlistDocument, ({ variables }) => {
        calls.push(`leave ${variables.eventId}`);
        return HttpResponse.json({ data: { __typename: 'Mutation', leaveWaitlist: { __typename: 'Event', id: '70', attendeeCount: 12, waitlistCount: 2, waitlistPosition: null } } });
      }),
    ]);
    const user = userEvent.setup();
    const wine = await card('Wine Tasting Evening');
    expect(wine.getByText('12 / 12 attendees · Event Full')).toBeInTheDocument();
    expect(wine.getByText('Full · 2 waiting')).toBeInTheDocument();
    expect((await card('Open Evening')).queryByRole('button', { name: /waitlist/ })).not.toBeInTheDocument();

    await user.click(wine.getByRole('button', { name: 'Join waitlist for Wine Tasting Evening' }));
    expect(await wine.findByText('You are #3 on the waiting list')).toBeInTheDocument();
    expect(await screen.findByText('Added to the waiting list')).toBeInTheDocument();
    expect(screen.getByText(/You are #3 on the waiting list\. If a place frees up/)).toBeInTheDocument();

    await user.click(wine.getByRole('button', { name: 'Leave waitlist for Wine Tasting Evening' }));
    expect(await wine.findByText('Full · 2 waiting')).toBeInTheDocument();
    expect(await screen.findByText('Left the waiting list')).toBeInTheDocument();
    expect(calls).toEqual(['join 70', 'leave 70']);
  });

  it("says the server's reason when joining is refused", async () => {
    await renderEvents([
      graphql.mutation(EventsJoinWaitlistDocument, () =>
        HttpResponse.json({ errors: [{ message: 'This event still has places: RSVP as attending instead', extensions: { code: 'CONFLICT' } }] }),
      ),
    ]);
    const wine = await card('Wine Tasting Evening');
    await userEvent.setup().click(wine.getByRole('button', { name: 'Join waitlist for Wine Tasting Evening' }));
    expect(await screen.findByText('Could not join the waiting list')).toBeInTheDocument();
    expect(screen.getByText('This event still has places: RSVP as attending instead')).toBeInTheDocument();
  });
});
