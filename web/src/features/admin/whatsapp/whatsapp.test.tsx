import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../../test/render';
import { sessionAs } from '../../../../test/handlers/session';
import {
  AdminSaveWhatsappConfigDocument,
  AdminSendWhatsappTestDocument,
  AdminWhatsappConfigDocument,
  AdminWhatsappLogsDocument,
  type AdminWhatsappLogsQuery,
} from '../../../gql/graphql';
import { demoAdmin, demoMember } from '../../../mocks/handlers';

const config = {
  __typename: 'WhatsappConfig' as const,
  phoneNumberId: '1234567890',
  accessToken: '••••••••WXYZ',
  webhookVerifyToken: 'verify-me',
  isActive: true,
  updatedAt: '2026-11-21T10:00:00.000Z',
  webhookUrl: 'http://localhost/api/whatsapp/webhook',
};
type Item = AdminWhatsappLogsQuery['whatsappNotifications']['items'][number];
const item = (id: string, status: Item['status'], extra: Partial<Item> = {}): Item => ({
  __typename: 'WhatsappNotification',
  id,
  phoneNumber: '+6591234567',
  messageContent: `Message ${id}`,
  templateName: null,
  status,
  relatedType: 'test',
  sentAt: status === 'failed' ? null : '2026-11-21T10:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  errorMessage: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});

const configQuery = (c: typeof config | null) =>
  graphql.query(AdminWhatsappConfigDocument, () => HttpResponse.json({ data: { __typename: 'Query', whatsappConfig: c } }));

describe('WhatsApp settings', () => {
  it('shows members the access-denied state and asks the server for nothing', async () => {
    // Only the session is handled: any WhatsApp request would fail this test as unhandled.
    renderRoute('/admin/whatsapp-settings', [sessionAs(demoMember)]);
    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('validates the configuration with the spec messages, saves it and says so', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderRoute('/admin/whatsapp-settings', [
      sessionAs(demoAdmin),
      configQuery(null),
      graphql.mutation(AdminSaveWhatsappConfigDocument, ({ variables }) => {
        saved.push(variables.input);
        return HttpResponse.json({ data: { __typename: 'Mutation', saveWhatsappConfig: { ...config, accessToken: '••••••••abcd' } } });
      }),
    ]);
    const panel = await screen.findByRole('tabpanel', { name: 'Configuration' });
    await user.click(await within(panel).findByRole('button', { name: 'Save Configuration' }));
    for (const m of ['Phone Number ID is required', 'Access Token is required', 'Webhook Verify Token is required']) {
      expect(await within(panel).findByText(m)).toBeInTheDocument();
    }
    expect(saved).toEqual([]);
    await user.type(within(panel).getByLabelText(/Phone Number ID/), '1234567890');
    await user.type(within(panel).getByLabelText(/Access Token/), 'token-0000-abcd');
    await user.type(within(panel).getByLabelText(/Webhook Verify Token/), 'verify-me');
    await user.click(within(panel).getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    expect(saved).toEqual([{ phoneNumberId: '1234567890', accessToken: 'token-0000-abcd', webhookVerifyToken: 'verify-me', isActive: true }]);
    expect(within(panel).getByLabelText(/Access Token/)).toHaveValue('••••••••abcd');
  });

  it("toasts 'Configuration failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderRoute('/admin/whatsapp-settings', [
      sessionAs(demoAdmin),
      configQuery(config),
      graphql.mutation(AdminSaveWhatsappConfigDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Failed to save configuration', extensions: { code: 'CONFLICT' } }] }),
      ),
    ]);
    const panel = await screen.findByRole('tabpanel', { name: 'Configuration' });
    expect(await within(panel).findByDisplayValue('••••••••WXYZ')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Configuration failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save configuration')).toBeInTheDocument();
  });

  it('sends a test message: validation, success, refusal (success false) and failure toasts', async () => {
    const user = userEvent.setup();
    const answers = [
      { success: true, error: null },
      { success: false, error: 'Re-engagement message (131047)' },
    ];
    renderRoute('/admin/whatsapp-settings', [
      sessionAs(demoAdmin),
      configQuery(config),
      graphql.query(AdminWhatsappLogsDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', whatsappNotifications: { __typename: 'WhatsappNotificationPage', total: 0, items: [] } } }),
      ),
      graphql.mutation(AdminSendWhatsappTestDocument, () => {
        const a = answers.shift();
        if (!a) return HttpResponse.json({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        return HttpResponse.json({
          data: { __typename: 'Mutation', sendWhatsappTestMessage: { __typename: 'WhatsappTestResult', ...a, notification: null } },
        });
      }),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Test Messages' }));
    const panel = screen.getByRole('tabpanel', { name: 'Test Messages' });
    expect(within(panel).getByLabelText(/Phone Number/)).toHaveValue('+65');
    await user.click(within(panel).getByRole('button', { name: 'Send Test Message' }));
    expect(await within(panel).findByText('Phone number must be in format +1234567890')).toBeInTheDocument();
    expect(within(panel).getByText('Message is required')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/Phone Number/), '91234567');
    await user.type(within(panel).getByLabelText(/^Message/), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send Test Message' }));
    expect(await screen.findByText('Test message sent')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/^Message/), 'Again');
    await user.click(within(panel).getByRole('button', { name: 'Send Test Message' }));
    expect(await screen.findByText('Failed to send test message')).toBeInTheDocument();
    expect(screen.getByText('Re-engagement message (131047)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send Test Message' }));
    expect(await screen.findByText('Test failed')).toBeInTheDocument();
  });

  it('lists messages newest first with a status icon and badge, the error, and filters by status', async () => {
    const user = userEvent.setup();
    const asked: (string | null | undefined)[] = [];
    renderRoute('/admin/whatsapp-settings', [
      sessionAs(demoAdmin),
      configQuery(config),
      graphql.query(AdminWhatsappLogsDocument, ({ variables }) => {
        asked.push(variables.status);
        const all = [
          item('3', 'read', { deliveredAt: '2026-11-21T10:01:00.000Z', readAt: '2026-11-21T10:02:00.000Z' }),
          item('2', 'failed', { errorMessage: 'Re-engagement message (131047)' }),
          item('1', 'delivered'),
        ].filter((i) => !variables.status || i.status === variables.status);
        return HttpResponse.json({ data: { __typename: 'Query', whatsappNotifications: { __typename: 'WhatsappNotificationPage', total: all.length, items: all } } });
      }),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Message Logs' }));
    const list = await screen.findByRole('list', { name: 'Message log' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^Message \d$/).textContent)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(within(rows[0]).getByLabelText('Status: Read')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Status: Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Re-engagement message (131047)')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Read Nov 21, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('failed');
  });
});
