import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { calendarFeedServer, calendarFeedsError, demoFeed } from '../../../test/handlers/calendar-feeds';
import { calendarHandler } from '../../../test/handlers/calendar';
import { sessionAs } from '../../../test/handlers/session';
import { profileHandlers } from '../../../test/handlers/profile';
import { demoMember } from '../../mocks/handlers';

const card = async () => within(await screen.findByRole('region', { name: 'Subscribe in your calendar' }));

describe('Subscribe in your calendar', () => {
  it('on Profile: creates the address, copies it, regenerates it after a warning and turns it off', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls: string[] = [];
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, ...calendarFeedServer(calls)]);

    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Create my calendar address' }));
    const address = await c.findByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue('webcal://localhost:4000/api/calendar/token1.ics');
    expect(address).toHaveAttribute('readonly');
    expect(await screen.findByText('Calendar address ready')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', 'webcal://localhost:4000/api/calendar/token1.ics');

    await user.click(c.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('webcal://localhost:4000/api/calendar/token1.ics');
    expect(await screen.findByText('Address copied')).toBeInTheDocument();

    await user.click(c.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    expect(dialog).toHaveTextContent('The current address stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(c.getByRole('textbox', { name: 'Calendar address' })).toHaveValue('webcal://localhost:4000/api/calendar/token2.ics'));
    expect(await screen.findByText('The old address no longer works')).toBeInTheDocument();

    await user.click(c.getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn off your calendar feed?' })).getByRole('button', { name: 'Turn off' }));
    expect(await c.findByRole('button', { name: 'Create my calendar address' })).toBeInTheDocument();
    expect(calls).toEqual(['regenerate', 'regenerate', 'revoke']);
  });

  it('on Calendar: shows the existing address; Cancel in the warning changes nothing', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderRoute('/calendar', [sessionAs(demoMember), calendarHandler(), ...calendarFeedServer(calls, demoFeed('kept'))]);
    const c = await card();
    expect(await c.findByRole('textbox', { name: 'Calendar address' })).toHaveValue('webcal://localhost:4000/api/calendar/kept.ics');
    await user.click(c.getByRole('button', { name: 'Regenerate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(c.getByRole('textbox', { name: 'Calendar address' })).toHaveValue('webcal://localhost:4000/api/calendar/kept.ics');
    expect(calls).toEqual([]);
  });

  it('says so when the address cannot be loaded', async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, calendarFeedsError()]);
    const c = await card();
    expect(await c.findByText('Could not load your calendar address')).toBeInTheDocument();
  });
});
