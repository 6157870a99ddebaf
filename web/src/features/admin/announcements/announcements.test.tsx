import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { formatDateTime } from '../../../lib/format';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { fill, gqlError } from '../../../../test/forms';
import { AnnouncementsScreen } from './AnnouncementsScreen';
import { demoAnnouncements } from '../../../../test/fixtures/admin-announcements';
import { announcementsListHandler, scopesHandler } from '../../../../test/handlers/admin-announcements';
import {
  AdminAnnouncementsListDocument,
  AdminCreateAnnouncementDocument,
  AdminDeleteAnnouncementDocument,
  AdminUpdateAnnouncementDocument,
} from './operations';


const renderScreen = (...handlers: RequestHandler[]) =>
  renderWithProviders(<AnnouncementsScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });

const created = { __typename: 'Announcement' as const, id: '52' };

describe('Admin announcements', () => {
  it('shows cards newest first with scope tag, date, content and author', async () => {
    renderScreen(announcementsListHandler());
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByText('Under-12 training moved')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Garden Giants')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('General')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(formatDateTime('2026-02-01T09:30:00.000Z'))).toBeInTheDocument();
    expect(within(cards[1]!).getByText('The office is closed this Friday for maintenance.')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('By Dana Office')).toBeInTheDocument();
    expect(formatDateTime('2026-02-01T09:30:00.000Z')).toMatch(/^Feb 1, 2026 at \d{1,2}:30 (AM|PM)$/);
  });

  it('shows skeletons, then the empty state; and an error box on failure', async () => {
    const { unmount } = renderScreen(
      graphql.query(AdminAnnouncementsListDocument, async () => {
        await delay(50);
        return HttpResponse.json({ data: { __typename: 'Query', announcements: [] } });
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    unmount();
    renderScreen(graphql.query(AdminAnnouncementsListDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Error loading announcements. Please try again.')).toBeInTheDocument();
  });

  it('validates title, content and the chosen scope', async () => {
    const user = userEvent.setup();
    renderScreen(announcementsListHandler(), scopesHandler());
    await user.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Team' }));
    expect(await within(dialog).findByText('Please select a team')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'League' }));
    expect(await within(dialog).findByText('Please select a league')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a team')).not.toBeInTheDocument();
  });

  it('creates a league announcement; scope all would clear both ids', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderScreen(
      announcementsListHandler(),
      scopesHandler(),
      graphql.mutation(AdminCreateAnnouncementDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { __typename: 'Mutation', createAnnouncement: created } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New Announcement' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'League night');
    await fill(user, within(dialog).getByLabelText(/^Content/), 'See you there');
    await user.click(within(dialog).getByRole('radio', { name: 'Team' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Team/ }));
    await user.click(await screen.findByRole('option', { name: 'Garden Giants' }));
    await user.click(within(dialog).getByRole('radio', { name: 'League' }));
    await user.click(within(dialog).getByRole('combobox', { name: /League/ }));
    await user.click(await screen.findByRole('option', { name: 'Junior League' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Announcement created successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'League night', content: 'See you there', teamId: null, leagueId: '3', sendWhatsapp: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error creating announcement' with the server message or 'Something went wrong'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(
      announcementsListHandler(),
      scopesHandler(),
      graphql.mutation(AdminCreateAnnouncementDocument, () => (++calls === 1 ? gqlError('Team id does not exist') : HttpResponse.error())),
    );
    await user.click(await screen.findByRole('button', { name: 'New Announcement' }));
    await fill(user, screen.getByLabelText(/^Title/), 'Hello');
    await fill(user, screen.getByLabelText(/^Content/), 'World');
    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Error creating announcement')).toBeInTheDocument();
    expect(screen.getByText('Team id does not exist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('edits an announcement prefilled with its scope, and switching to all clears the team', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderScreen(
      announcementsListHandler(),
      scopesHandler(),
      graphql.mutation(AdminUpdateAnnouncementDocument, ({ variables }) => {
        sent = variables;
        const a = demoAnnouncements[1]!;
        return HttpResponse.json({ data: { __typename: 'Mutation', updateAnnouncement: { ...a, title: 'Moved again', team: null } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Under-12 training moved' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Announcement' });
    expect(within(dialog).getByRole('radio', { name: 'Team' })).toBeChecked();
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await fill(user, title, 'Moved again');
    await user.click(within(dialog).getByRole('radio', { name: 'All members' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Announcement updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      id: '51',
      input: { title: 'Moved again', content: 'Training moves to Thursday.', teamId: null, leagueId: null, sendWhatsapp: true },
    });
  });

  it('shows the update failure toast', async () => {
    const user = userEvent.setup();
    renderScreen(announcementsListHandler(), scopesHandler(), graphql.mutation(AdminUpdateAnnouncementDocument, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Edit Office closed Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating announcement')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('deletes an announcement after confirmation, with the failure toast first', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(
      announcementsListHandler(),
      graphql.mutation(AdminDeleteAnnouncementDocument, ({ variables }) =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: { __typename: 'Mutation', deleteAnnouncement: String(variables.id) } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Office closed Friday' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Announcement' });
    expect(within(dialog).getByText('Are you sure you want to delete "Office closed Friday"? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting announcement')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Announcement deleted')).toBeInTheDocument();
  });
});
