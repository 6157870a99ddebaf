import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { demoMember } from '../../mocks/handlers';
import { DeleteMyAccountDocument } from './operations';

const WAIT = { timeout: 15_000 };

describe('Your data (Profile)', () => {
  it('offers the JSON download as a link to the export', async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const section = await screen.findByRole('region', { name: 'Your data' }, WAIT);
    const link = within(section).getByRole('link', { name: 'Download my data (JSON)' });
    expect(link).toHaveAttribute('href', '/api/profile/export.json');
    expect(link).toHaveAttribute('download');
  });

  it('asks for the password, shows a wrong one in place, then deletes, signs out and says so', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderRoute('/profile', [
      sessionAs(demoMember),
      ...profileHandlers(demoMember).handlers,
      noCalendarFeed(),
      graphql.mutation(DeleteMyAccountDocument, ({ variables }) => {
        sent.push(variables.password);
        return variables.password === 'right-one'
          ? HttpResponse.json({ data: { __typename: 'Mutation', deleteMyAccount: true } })
          : HttpResponse.json({ data: null, errors: [{ message: 'That password is not right', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] });
      }),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { __typename: 'Mutation', logout: true } })),
    ]);
    const section = await screen.findByRole('region', { name: 'Your data' }, WAIT);
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Your bookings and invoices are kept/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not right')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account deleted', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Sign In' }, WAIT)).toBeInTheDocument();
    expect(sent).toEqual(['wrong', 'right-one']);
  });
});
