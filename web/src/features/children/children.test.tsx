import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { createDemoBackend, SESSION_KEY } from '../../mocks/demo-backend';
import { DEMO_PARENT } from '../../mocks/demo/junior';
import { demoAdmin } from '../../mocks/handlers';
import { renderWithProviders } from '../../../test/render';
import { fill, gqlError } from '../../../test/forms';
import { MyChildrenScreen } from './MyChildrenScreen';
import { MyChildrenDocument } from './operations';

/** The screen against the demo backend (the API's junior rules, shared), signed in as the sample parent. */
function renderAs(user = DEMO_PARENT, ...extra: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { handlers?: infer H } ? H : never) : never) {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
  const backend = createDemoBackend();
  renderWithProviders(<MyChildrenScreen />, { handlers: [...(extra ?? []), ...backend.handlers] });
  return backend;
}

beforeEach(() => sessionStorage.clear());

describe('My Children', () => {
  it('lists the parent’s own children with their upcoming events, and records availability', async () => {
    const user = userEvent.setup();
    const backend = renderAs();
    const maya = await screen.findByRole('listitem', { name: 'Maya Parent' });
    expect(screen.getByRole('listitem', { name: 'Leo Parent' })).toBeInTheDocument();
    expect(screen.queryByText('Ivy Chen')).not.toBeInTheDocument();
    const events = await within(maya).findByRole('list', { name: 'Upcoming events for Maya Parent' });
    expect(within(events).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('U12 Skills Training'),
      expect.stringContaining('Giants vs Lions'),
      expect.stringContaining('Spring Junior Tournament'),
    ]);
    const group = within(maya).getByRole('group', { name: 'Availability of Maya Parent for Giants vs Lions' });
    await user.click(within(group).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(screen.getByText('Maya Parent is available for Giants vs Lions')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Not available' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Not available' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Maya Parent is not available for Giants vs Lions')).toBeInTheDocument();
    const match = backend.store.events.find((e) => e.title === 'Giants vs Lions')!;
    expect(backend.junior.availabilities).toEqual([expect.objectContaining({ childId: '1', eventId: match.id, isAvailable: false })]);
  });

  it('offers "View" for the parent’s own duplicate and "Claim" for an unclaimed one (spec §8 texts)', async () => {
    const user = userEvent.setup();
    const backend = renderAs();
    await screen.findByRole('listitem', { name: 'Maya Parent' });

    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Child' });
    await fill(user, within(dialog).getByLabelText(/Name/), '  maya parent ');
    await fill(user, within(dialog).getByLabelText(/Date of birth/), '2014-04-12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Child' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already added this child');
    await user.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Maya Parent' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    dialog = screen.getByRole('dialog', { name: 'Add Child' });
    await fill(user, within(dialog).getByLabelText(/Name/), 'Ivy Chen');
    await fill(user, within(dialog).getByLabelText(/Date of birth/), '2014-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Child' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Child already exists in the system');
    await user.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('listitem', { name: 'Ivy Chen' })).toBeInTheDocument();
    expect(backend.junior.children.find((c) => c.name === 'Ivy Chen')?.parentId).toBe(DEMO_PARENT.id);
    // Claimed, not added: the sample's four children still.
    expect(backend.junior.children).toHaveLength(4);
  });

  it('adds a new child with the next id, and checks the form first', async () => {
    const user = userEvent.setup();
    const backend = renderAs();
    await screen.findByRole('listitem', { name: 'Maya Parent' });
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Child' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Child' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date of birth is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Name/), 'Zoe Parent');
    await fill(user, within(dialog).getByLabelText(/Date of birth/), '2017-01-02');
    await user.click(within(dialog).getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByRole('listitem', { name: 'Zoe Parent' })).toBeInTheDocument();
    expect(backend.junior.children.at(-1)).toMatchObject({ id: '5', name: 'Zoe Parent', parentId: DEMO_PARENT.id });
  });

  it('shows the empty and error states', async () => {
    renderAs(demoAdmin, graphql.query(MyChildrenDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Error loading children. Please try again.')).toBeInTheDocument();
  });
});
