import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { demoAdmin } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { pendingBooking } from '../../../test/fixtures/admin-bookings';
import { bookingsHandler } from '../../../test/handlers/admin-bookings';
import { usersListHandler } from '../../../test/handlers/admin-users';
import { roomsListHandler } from '../../../test/handlers/admin-rooms';
import { i18n } from '../../i18n/i18n';
import { showLanguage } from '../../i18n/language';
import { formatAdminDate } from '../../lib/format';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../../rules/two-factor';
import english from '../../../../locales/en/admin-shared.json';
import { BookingRequestsScreen } from './bookings/BookingRequestsScreen';
import { UsersScreen } from './users/UsersScreen';
import { RoomsScreen } from './rooms/RoomsScreen';
import { actionLabel } from './audit/labels';
import './audit/t';

/** Issue 37 item 4: the admin screens read their texts from the catalogs, so they show in the admin's language (their profile's). */
const germanAdmin = { ...demoAdmin, language: 'de' };
const renderAdmin = (ui: ReactElement, ...handlers: RequestHandler[]) => renderWithProviders(ui, { handlers: [sessionAs(germanAdmin), ...handlers] });

describe('the admin screens in German', () => {
  beforeEach(() => showLanguage('de'));
  afterEach(() => showLanguage('en'));

  it('Booking Requests: the card, its actions, the pending count, plurals and dates', async () => {
    renderAdmin(<BookingRequestsScreen />, bookingsHandler({ bookings: [pendingBooking] }));
    const card = await screen.findByRole('listitem', { name: `Boardroom, angefragt von ${pendingBooking.member.fullName}` });
    expect(screen.getByText('1 offen')).toBeInTheDocument();
    expect(within(card).getByText('In Prüfung')).toBeInTheDocument();
    expect(within(card).getByText('3 Monate')).toBeInTheDocument();
    expect(within(card).getByText(formatAdminDate(pendingBooking.startDate))).toBeInTheDocument();
    expect(formatAdminDate(pendingBooking.startDate)).toMatch(/Juni 2026/);
    expect(within(card).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buchungsanfragen durchsuchen' })).toBeInTheDocument();
  });

  it('Manage Users: toolbar, roles and the row actions', async () => {
    renderAdmin(<UsersScreen />, usersListHandler());
    expect(await screen.findByRole('button', { name: 'Amelia Tan bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amelia Tan löschen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benutzer hinzufügen' })).toBeInTheDocument();
    expect(screen.getAllByText('Mitglied').length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Benutzer durchsuchen' })).toBeInTheDocument();
  });

  it('Manage Meeting Rooms: prices per month and the add button', async () => {
    renderAdmin(<RoomsScreen />, roomsListHandler());
    expect(await screen.findByRole('button', { name: 'Raum hinzufügen' })).toBeInTheDocument();
    expect(screen.getAllByText(/\/Monat · Kaution /).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
  });

  it("the audit log's action names: known words translated, an unknown code shown as its words", () => {
    const de = i18n.getFixedT('de', 'admin-audit');
    const en = i18n.getFixedT('en', 'admin-audit');
    expect(actionLabel(de, 'booking.deposit_received_undone')).toBe('Buchung: Kaution erhalten rückgängig gemacht');
    expect(actionLabel(en, 'booking.deposit_received_undone')).toBe('Booking: deposit received undone');
    expect(actionLabel(en, 'membership_plan.created')).toBe('Membership plan: created');
    expect(actionLabel(de, 'widget.got_lost')).toBe('Widget: got lost');
  });
});

describe('the admin catalogs', () => {
  it("keep the server's words where the web repeats them (two-factor setup)", () => {
    expect(english.twoFactorSetupRequired).toBe(TWO_FACTOR_SETUP_REQUIRED);
  });
});
