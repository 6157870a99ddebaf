import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/render';
import { gqlError } from '../../../test/forms';
import { OfficeSecurityCard } from './OfficeSecurityCard';
import { sessionAs } from '../../../test/handlers/session';
import { demoAdmin } from '../../mocks/handlers';
import { AdminOfficeSecurityDocument, AdminSetOfficeSecurityDocument, AdminSetSsoCreatesAccountsDocument } from './operations';

/** Issue 38: the office's requirement of two-factor for admins, on Manage Users. */
const security = (on: boolean) =>
  graphql.query(AdminOfficeSecurityDocument, () => HttpResponse.json({ data: { __typename: 'Query', officeSecurity: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: on, ssoCreatesAccounts: false } } }));

describe('Sign-in security', () => {
  it('turns the requirement on and shows it on', async () => {
    const seen: unknown[] = [];
    renderWithProviders(<OfficeSecurityCard />, {
      handlers: [
        sessionAs(demoAdmin),
        security(false),
        graphql.mutation(AdminSetOfficeSecurityDocument, ({ variables }) => {
          seen.push(variables);
          return HttpResponse.json({ data: { __typename: 'Mutation', setAdminsRequireTwoFactor: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: true, ssoCreatesAccounts: false } } });
        }),
      ],
    });
    const region = within(await screen.findByRole('region', { name: 'Sign-in security' }));
    const toggle = await region.findByLabelText('Require two-factor authentication for admins');
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Sign-in security saved')).toBeInTheDocument();
    expect(region.getByLabelText('Require two-factor authentication for admins')).toBeChecked();
    expect(seen).toEqual([{ required: true }]);
  });

  it("shows the server's refusal (an admin without two-factor cannot require it) and stays off", async () => {
    renderWithProviders(<OfficeSecurityCard />, {
      handlers: [sessionAs(demoAdmin), security(false), graphql.mutation(AdminSetOfficeSecurityDocument, () => gqlError('Set up two-factor authentication for yourself first', 'CONFLICT'))],
    });
    const region = within(await screen.findByRole('region', { name: 'Sign-in security' }));
    await userEvent.setup().click(await region.findByLabelText('Require two-factor authentication for admins'));
    expect(await screen.findByText('Set up two-factor authentication for yourself first')).toBeInTheDocument();
    expect(region.getByLabelText('Require two-factor authentication for admins')).not.toBeChecked();
  });

  it('lets single sign-on create accounts (issue 38)', async () => {
    const seen: unknown[] = [];
    renderWithProviders(<OfficeSecurityCard />, {
      handlers: [
        sessionAs(demoAdmin),
        security(false),
        graphql.mutation(AdminSetSsoCreatesAccountsDocument, ({ variables }) => {
          seen.push(variables);
          return HttpResponse.json({ data: { __typename: 'Mutation', setSsoCreatesAccounts: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: false, ssoCreatesAccounts: true } } });
        }),
      ],
    });
    const region = within(await screen.findByRole('region', { name: 'Sign-in security' }));
    const toggle = await region.findByLabelText('Create accounts on first single sign-on');
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('A first single sign-on with a verified email creates a member account.')).toBeInTheDocument();
    expect(region.getByLabelText('Create accounts on first single sign-on')).toBeChecked();
    expect(seen).toEqual([{ allowed: true }]);
  });
});
