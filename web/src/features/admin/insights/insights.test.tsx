import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { gqlError } from '../../../../test/forms';
import { demoInsights, emptyInsights, insightsHandler } from '../../../../test/handlers/insights';
import { AdminInsightsDocument } from './operations';
import { InsightsScreen } from './InsightsScreen';

const renderInsights = (...handlers: RequestHandler[]) =>
  renderWithProviders(<InsightsScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });

/** The rows of a figure table as text, header row first. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Insights', () => {
  it('shows each chart with its figures as a table, for 12 months by default', async () => {
    const asked: number[] = [];
    renderInsights(insightsHandler(undefined, asked));
    expect(await screen.findByText('From Dec 1, 2025 to Nov 30, 2026')).toBeInTheDocument();
    expect(asked).toEqual([12]);
    // The tables are there for screen readers while the charts show.
    const occupancy = screen.getByRole('table', { name: 'Room occupancy' });
    expect(rowsOf(occupancy)[0]).toEqual(['Month', 'Booked room-months', 'Available rooms', 'Occupancy']);
    expect(rowsOf(occupancy)[1]).toEqual(['Dec 2025', '0.00', '4', '0%']);
    expect(rowsOf(occupancy)[2]).toEqual(['Jan 2026', '1.00', '4', '25%']);
    expect(rowsOf(occupancy)).toHaveLength(13);
    expect(rowsOf(screen.getByRole('table', { name: 'Booking pipeline' })).slice(1)).toEqual([
      ['Pending', '1'],
      ['Accepted', '2'],
      ['Deposit requested', '3'],
      ['Deposit received', '4'],
      ['Payment requested', '5'],
      ['Payment received', '6'],
      ['Rejected', '7'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Revenue: invoiced and paid' }))[2]).toEqual(['Jan 2026', '$1,000', '$500.50']);
    expect(rowsOf(screen.getByRole('table', { name: 'RSVP rates by event type' })).slice(1)).toEqual([
      ['Social', '2', '6 (60%)', '1 (10%)', '1 (10%)', '2 (20%)'],
      ['Workshop', '1', '3 (75%)', '0 (0%)', '0 (0%)', '1 (25%)'],
    ]);
    // Issue 36: dues invoiced and paid by month, and members by status today.
    const dues = rowsOf(screen.getByRole('table', { name: 'Membership dues: invoiced and paid' }));
    expect(dues[0]).toEqual(['Month', 'Invoiced', 'Paid']);
    expect(dues[2]).toEqual(['Jan 2026', '$80', '$40']);
    expect(dues).toHaveLength(13);
    expect(rowsOf(screen.getByRole('table', { name: 'Members by status' }))).toEqual([
      ['Status', 'Members'],
      ['Active', '7'],
      ['Due', '2'],
      ['Lapsed', '1'],
      ['Starts later', '0'],
    ]);
  });

  it('asks again for the period chosen', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    renderInsights(insightsHandler(undefined, asked));
    await screen.findByText('From Dec 1, 2025 to Nov 30, 2026');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 6 months' }));
    expect(await screen.findByText('From Jun 1, 2026 to Nov 30, 2026')).toBeInTheDocument();
    expect(asked).toEqual([12, 6]);
    expect(rowsOf(screen.getByRole('table', { name: 'Room occupancy' }))).toHaveLength(7);
  });

  it('shows a table in place of a chart with the toggle, from the keyboard', async () => {
    const user = userEvent.setup();
    renderInsights(insightsHandler());
    const card = (await screen.findByRole('table', { name: 'Booking pipeline' })).closest('section')!;
    const toggle = within(card).getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The chart, beside its (visually hidden) table.
    expect(within(card).getByRole('group', { name: 'Booking pipeline chart' })).toBeInTheDocument();
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The chart's picture is gone; the table shows in its place.
    expect(within(card).queryByRole('group', { name: 'Booking pipeline chart' })).toBeNull();
    expect(within(card).getByRole('table', { name: 'Booking pipeline' })).toBeVisible();
  });

  it('shows skeletons while loading, then an empty state per chart', async () => {
    renderInsights(insightsHandler(emptyInsights, [], 50));
    expect(screen.getByLabelText('Loading room occupancy')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading rsvp rates by event type')).toBeInTheDocument();
    expect(await screen.findByText('No rooms in this period')).toBeInTheDocument();
    expect(screen.getByText('No booking requests in this period')).toBeInTheDocument();
    expect(screen.getByText('Nothing invoiced or paid in this period')).toBeInTheDocument();
    expect(screen.getByText('No confirmed events in this period')).toBeInTheDocument();
    expect(screen.getByText('No dues invoiced or paid in this period')).toBeInTheDocument();
    expect(screen.getByText('No members have a membership plan yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error box with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderInsights(
      graphql.query(AdminInsightsDocument, ({ variables }) =>
        fail ? gqlError('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { __typename: 'Query', adminInsights: demoInsights(variables.months) } }),
      ),
    );
    expect(await screen.findByText('Failed to load insights. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Room occupancy' })).toBeInTheDocument());
  });
});
