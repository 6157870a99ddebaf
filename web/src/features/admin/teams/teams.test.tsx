import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDemoBackend, SESSION_KEY } from '../../../mocks/demo-backend';
import { demoAdmin } from '../../../mocks/handlers';
import { renderWithProviders } from '../../../../test/render';
import { fill } from '../../../../test/forms';
import { TeamsScreen } from './TeamsScreen';

function renderAsAdmin() {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(demoAdmin));
  const backend = createDemoBackend();
  renderWithProviders(<TeamsScreen />, { handlers: backend.handlers });
  return backend;
}

beforeEach(() => sessionStorage.clear());

describe('Admin: Leagues & Teams', () => {
  it('shows leagues and teams with rosters, and builds a roster', async () => {
    const user = userEvent.setup();
    const backend = renderAsAdmin();
    const giants = await screen.findByRole('listitem', { name: 'Garden Giants' });
    expect(within(screen.getByRole('list', { name: 'Leagues' })).getByText('Junior League')).toBeInTheDocument();
    const roster = within(giants).getByRole('list', { name: 'Roster of Garden Giants' });
    expect(within(roster).getByText('Maya Parent')).toBeInTheDocument();

    expect(within(roster).getByText('Ivy Chen')).toBeInTheDocument();

    await user.click(within(within(roster).getByRole('button', { name: /^Ivy Chen, press Delete/ })).getByTestId('CancelIcon'));
    await waitFor(() => expect(within(roster).queryByText('Ivy Chen')).not.toBeInTheDocument());
    expect(await screen.findByText('Ivy Chen removed from Garden Giants')).toBeInTheDocument();
    expect(backend.junior.members).not.toContainEqual({ teamId: '2', childId: '4' });

    await user.click(within(giants).getByRole('combobox', { name: 'Add a child' }));
    await user.click(await screen.findByRole('option', { name: 'Ivy Chen' }));
    await user.click(within(giants).getByRole('button', { name: 'Add to Garden Giants' }));
    await waitFor(() => expect(within(roster).getByText('Ivy Chen')).toBeInTheDocument());
    expect(backend.junior.members).toContainEqual({ teamId: '2', childId: '4' });
    // Said, not only shown.
    expect(await screen.findByText('Ivy Chen added to Garden Giants')).toBeInTheDocument();
  });

  it('warns before a child joins a team of another age group than a team it plays in; adding stays possible', async () => {
    const user = userEvent.setup();
    const backend = renderAsAdmin();
    // Ivy on no team yet (the sample has her in Garden Giants).
    backend.junior.members = backend.junior.members.filter((m) => m.childId !== '4');
    const lions = await screen.findByRole('listitem', { name: 'Library Lions' });
    // Maya plays in Garden Giants (Junior League, U12); Library Lions are in the Mini League (U10).
    await user.click(within(lions).getByRole('combobox', { name: 'Add a child' }));
    await user.click(await screen.findByRole('option', { name: 'Maya Parent' }));
    expect(within(lions).getByRole('alert')).toHaveTextContent('Maya Parent already plays in Garden Giants (U12); Library Lions is U10.');
    await user.click(within(lions).getByRole('button', { name: 'Add to Library Lions' }));
    await waitFor(() => expect(within(within(lions).getByRole('list', { name: 'Roster of Library Lions' })).getByText('Maya Parent')).toBeInTheDocument());
    expect(backend.junior.members).toContainEqual({ teamId: '3', childId: '1' });
    expect(within(lions).queryByRole('alert')).not.toBeInTheDocument();

    // A child on no team yet, or in the same age group, gets no warning.
    const giants = screen.getByRole('listitem', { name: 'Garden Giants' });
    await user.click(within(giants).getByRole('combobox', { name: 'Add a child' }));
    await user.click(await screen.findByRole('option', { name: 'Ivy Chen' }));
    expect(within(giants).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a league and a team in it', async () => {
    const user = userEvent.setup();
    renderAsAdmin();
    await screen.findByRole('listitem', { name: 'Garden Giants' });
    await user.click(screen.getByRole('button', { name: 'New League' }));
    let dialog = screen.getByRole('dialog', { name: 'New League' });
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Name/), 'Senior League');
    await fill(user, within(dialog).getByLabelText(/Age group/), 'U16');
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leagues' })).getByText('Senior League')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New Team' }));
    dialog = screen.getByRole('dialog', { name: 'New Team' });
    await fill(user, within(dialog).getByLabelText(/Name/), 'Rooftop Ravens');
    await user.click(within(dialog).getByRole('combobox', { name: 'League' }));
    await user.click(await screen.findByRole('option', { name: 'Senior League' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    const ravens = await screen.findByRole('listitem', { name: 'Rooftop Ravens' });
    expect(within(ravens).getByText('Senior League')).toBeInTheDocument();
  });

  it('edits a league and a team: the dialogs start from their values, and the new names show everywhere', async () => {
    const user = userEvent.setup();
    const backend = renderAsAdmin();
    await screen.findByRole('listitem', { name: 'Garden Giants' });
    await user.click(screen.getByRole('button', { name: 'Edit Junior League' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit League' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Junior League');
    expect(within(dialog).getByLabelText(/Age group/)).toHaveValue('U12');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Name/), 'Saturday League');
    await user.clear(within(dialog).getByLabelText(/Age group/));
    await fill(user, within(dialog).getByLabelText(/Age group/), 'U13');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('League updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const leagues = screen.getByRole('list', { name: 'Leagues' });
    await waitFor(() => expect(within(leagues).getByText('Saturday League')).toBeInTheDocument());
    expect(within(leagues).getByText('U13')).toBeInTheDocument();
    // The team in that league shows the new name too.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Garden Giants' })).getByText('Saturday League')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Library Lions' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Team' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Library Lions');
    expect(within(dialog).getByRole('combobox', { name: 'League' })).toHaveTextContent('Mini League');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await fill(user, within(dialog).getByLabelText(/Name/), 'Library Lynx');
    await user.click(within(dialog).getByRole('combobox', { name: 'League' }));
    await user.click(await screen.findByRole('option', { name: 'Saturday League' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Team updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lynx = await screen.findByRole('listitem', { name: 'Library Lynx' });
    expect(within(lynx).getByText('Saturday League')).toBeInTheDocument();
    // The roster stays, and announcements and events name the team by its new name.
    expect(within(lynx).getByText('Leo Parent')).toBeInTheDocument();
    expect(backend.store.teams.find((t) => t.id === '3')?.name).toBe('Library Lynx');
  });
});
