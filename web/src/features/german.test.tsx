import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { demoMember } from '../mocks/handlers';
import { sessionAs } from '../../test/handlers/session';
import { renderWithProviders } from '../../test/render';
import { renderAuthScreens } from '../../test/auth';
import { myRequestsHandler, roomsHandler } from '../../test/handlers/rooms';
import { duesInvoice, miaDue } from '../../test/fixtures/admin-membership';
import { fieldErrorText } from '../i18n/field-error';
import { showLanguage } from '../i18n/language';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import { DatePickerField } from '../ui/DatePickerField';
import { MeetingRooms } from './rooms/MeetingRooms';
import { MyChildrenScreen } from './children/MyChildrenScreen';
import { MyChildrenDocument } from './children/operations';
import { MembershipCard } from './membership/MembershipCard';
import { rsvpClosed } from './events/rsvpRules';
import { ProfileMyMembershipDocument, type MyMembership } from './membership/operations';

/**
 * Issue 37 item 4, done when "switching to German turns every screen, the booking dialog's validation messages … German":
 * the member screens converted last, and the shared schemas' English messages shown in German.
 */
const germanMember = { ...demoMember, language: 'de' };
const renderAsGerman = (ui: ReactElement, ...handlers: RequestHandler[]) => renderWithProviders(ui, { handlers: [sessionAs(germanMember), ...handlers] });

describe('field errors follow the language (the shared messages catalog, loaded with German)', () => {
  afterEach(() => showLanguage('en'));

  it("shows the schemas' English as it is in English, and in German once German is chosen; patterns fill their values", async () => {
    expect(fieldErrorText('Please select a start date')).toBe('Please select a start date');
    await showLanguage('de');
    expect(fieldErrorText('Please select a start date')).toBe('Bitte wählen Sie ein Startdatum');
    expect(fieldErrorText('Name must be at most 200 characters')).toBe('Name darf höchstens 200 Zeichen lang sein');
    expect(fieldErrorText('A text no catalog has')).toBe('A text no catalog has');
    expect(fieldErrorText(undefined)).toBeUndefined();
    await showLanguage('en');
    expect(fieldErrorText('Please select a start date')).toBe('Please select a start date');
  });
});

// Unmounted first, so switching back to English re-renders nothing outside act().
const backToEnglish = async () => {
  cleanup();
  await showLanguage('en');
};

describe("an event that takes no RSVP says why in the active language (a badge from the catalog, the rule's message translated)", () => {
  const cancelled = { status: 'cancelled' as const, date: '2030-01-01', attendeeCount: 0 };
  afterEach(() => showLanguage('en'));

  it('English, then German', async () => {
    expect(rsvpClosed(cancelled, '2029-12-01')).toEqual({ badge: 'Cancelled', reason: 'This event has been cancelled, so it no longer takes RSVPs' });
    await showLanguage('de');
    expect(rsvpClosed(cancelled, '2029-12-01')).toEqual({ badge: 'Abgesagt', reason: 'Diese Veranstaltung wurde abgesagt und nimmt keine Zusagen mehr an' });
    expect(rsvpClosed({ ...cancelled, status: 'confirmed' as const }, '2030-02-01')?.badge).toBe('Vorbei');
  });
});

describe('the member screens in German', () => {
  beforeEach(() => showLanguage('de'));
  afterEach(backToEnglish);

  it("the booking dialog: its texts and the shared schema's validation message", async () => {
    const user = userEvent.setup();
    renderAsGerman(<MeetingRooms />, roomsHandler(), myRequestsHandler());
    await user.click(await screen.findByRole('button', { name: 'Boardroom buchen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Boardroom buchen' }));
    await user.click(dialog.getByRole('button', { name: 'Anfrage senden' }));
    expect(await dialog.findByText('Bitte wählen Sie ein Startdatum')).toBeInTheDocument();
    expect(dialog.queryByText('Please select a start date')).not.toBeInTheDocument();
  });

  it('My Children: the screen, the add dialog and its own schema\'s messages', async () => {
    const user = userEvent.setup();
    renderAsGerman(<MyChildrenScreen />, graphql.query(MyChildrenDocument, () => HttpResponse.json({ data: { __typename: 'Query', children: [] } })));
    expect(await screen.findByRole('heading', { name: 'Meine Kinder' })).toBeInTheDocument();
    expect(screen.getByText('Noch keine Kinder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kind hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kind hinzufügen' }));
    await user.click(dialog.getByRole('button', { name: 'Kind hinzufügen' }));
    expect(await dialog.findByText('Name ist erforderlich')).toBeInTheDocument();
    expect(dialog.getByText('Bitte geben Sie das Geburtsdatum ein')).toBeInTheDocument();
  });

  it('Membership: status, standing, price per period and the dues invoices', async () => {
    const { member: _member, ...rest } = miaDue;
    const mine: MyMembership = { ...rest, invoices: miaDue.invoices.map((i: ReturnType<typeof duesInvoice>) => ({ ...i, paymentDue: null })) };
    renderAsGerman(<MembershipCard />, graphql.query(ProfileMyMembershipDocument, () => HttpResponse.json({ data: { __typename: 'Query', myMembership: mine } })));
    const card = within(await screen.findByRole('region', { name: 'Mitgliedschaft' }));
    expect(await card.findByText('Fällig')).toBeInTheDocument();
    expect(card.getByText(/^Beiträge seit dem .* unbezahlt\. Bitte zahlen Sie vor dem .*, um aktiv zu bleiben\.$/)).toBeInTheDocument();
    expect(card.getByText(/pro Monat$/)).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Beitragsrechnungen' })).toBeInTheDocument();
    expect(card.queryByText(/a month|Dues unpaid/)).not.toBeInTheDocument();
  });
});

describe("MUI's own texts follow the language (its locale objects, loaded with German)", () => {
  const ui = (
    <>
      <Alert onClose={() => undefined}>Hallo</Alert>
      <Pagination count={3} />
      <DatePickerField label="Datum" value="" onChange={() => undefined} />
    </>
  );

  it('English: MUI\'s defaults', async () => {
    renderWithProviders(ui, { handlers: [sessionAs(demoMember)] });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Choose date/ })).toBeInTheDocument();
  });

  it("German: an alert's close button, pagination's labels and the date picker's", async () => {
    await showLanguage('de');
    renderAsGerman(ui);
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation via Seitennummerierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gehe zu Seite 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Datum auswählen/ })).toBeInTheDocument();
    await backToEnglish();
  });
});

describe('the public pages in German (a visitor: the browser\'s language)', () => {
  let languages: jest.SpyInstance;
  beforeEach(() => {
    languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
  });
  afterEach(async () => {
    languages.mockRestore();
    await backToEnglish();
  });

  it('/auth: the landing copy, the tabs, the sign-in form and its validation messages', async () => {
    const user = userEvent.setup();
    renderAuthScreens('/auth');
    expect(await screen.findByRole('heading', { name: 'Willkommen bei D.Office' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Anmelden' }));
    await user.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(await form.findByText('Bitte geben Sie einen Benutzernamen ein')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie ein Passwort ein')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit einem Passkey anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo ausprobieren' })).toBeInTheDocument();
  });

  it('/reset-password without its token', async () => {
    renderAuthScreens('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByText('Kein Token zum Zurücksetzen angegeben. Bitte fordern Sie einen neuen Link zum Zurücksetzen des Passworts an.')).toBeInTheDocument();
  });

  it('/forgot-password', async () => {
    renderAuthScreens('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });
});
