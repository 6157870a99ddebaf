import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { myRequestsHandler } from '../../../test/handlers/rooms';
import { sessionAs } from '../../../test/handlers/session';
import { demoMember } from '../../mocks/handlers';
import { demoRequest } from '../../../test/fixtures/rooms';
import { MyBookingRequests } from './MyBookingRequests';

const steps = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

it('shows each booking’s timeline with dates, and the invoice PDF once there is one', async () => {
  renderWithProviders(<MyBookingRequests />, {
    handlers: [
      sessionAs(demoMember),
      myRequestsHandler(() => [
        demoRequest({
          id: '1',
          status: 'accepted',
          createdAt: '2026-11-01T09:00:00.000Z',
          reviewedAt: '2026-11-02T09:00:00.000Z',
          depositRequestedAt: '2026-11-03T09:00:00.000Z',
          invoice: {
            __typename: 'Invoice',
            id: '7',
            invoiceNumber: 'INV-2026-000007',
            pdfUrl: '/api/invoices/7.pdf',
            totalAmount: '5000.00',
            depositAmount: '500.00',
            monthlyAmount: '4500.00',
            depositPaid: false,
            paidInFull: false,
          },
        }),
        demoRequest({ id: '2', status: 'rejected', reviewedAt: '2026-11-04T09:00:00.000Z', room: { __typename: 'MeetingRoom', id: '2', name: 'Focus Pod', pricePerMonth: null } }),
      ]),
    ],
  });
  const accepted = await screen.findByRole('list', { name: 'Timeline of Boardroom' });
  expect(steps(accepted)).toEqual([
    'Requested · Nov 1, 2026',
    'Accepted · Nov 2, 2026',
    'Deposit requested · Nov 3, 2026',
    'Deposit received · Not yet',
    'Payment requested · Not yet',
    'Payment received · Not yet',
  ]);
  expect(screen.getByRole('link', { name: 'Download invoice INV-2026-000007 (PDF)' })).toHaveAttribute('href', '/api/invoices/7.pdf');

  expect(steps(screen.getByRole('list', { name: 'Timeline of Focus Pod' }))).toEqual(['Requested · Nov 1, 2026', 'Rejected · Nov 4, 2026']);
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
