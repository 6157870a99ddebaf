import { ValidationError, type AnySchema } from 'yup';
import { profileSchema } from '../../../../validation/profile';
import { whatsappConfigSchema, whatsappTestSchema } from '../../../../validation/whatsapp';
import {
  AdminSaveWhatsappConfigDocument,
  AdminSendWhatsappTestDocument,
  AdminWhatsappConfigDocument,
  AdminWhatsappLogsDocument,
  ProfileMineDocument,
  ProfileUpdateDocument,
  type AdminWhatsappLogsQuery,
  type MessageStatus,
  type ProfileMineQuery,
} from '../../gql/graphql';
import { DemoError, mutation, query, requireAdmin, requireUser, type DemoContext } from './respond';

type LogItem = AdminWhatsappLogsQuery['whatsappNotifications']['items'][number];
type Profile = ProfileMineQuery['myProfile'];

/** The shared yup schema, run as the API runs it: the first message becomes BAD_USER_INPUT. */
function valid<T>(schema: AnySchema, input: unknown): T {
  try {
    return schema.validateSync(input, { abortEarly: true }) as T;
  } catch (e) {
    if (e instanceof ValidationError) throw new DemoError('BAD_USER_INPUT', e.errors[0], e.path || undefined);
    throw e;
  }
}

const mask = (token: string) => (token.length > 12 ? `••••••••${token.slice(-4)}` : '••••••••');

/**
 * WhatsApp settings and the member's profile in mock mode. Test messages are "sent" at once and
 * move to delivered and read a few seconds later, as the status webhooks make them do for real.
 */
export function whatsappHandlers(ctx: DemoContext) {
  let config: { phoneNumberId: string; token: string; webhookVerifyToken: string; isActive: boolean; updatedAt: string } | null = null;
  const logs: (LogItem & { at: number })[] = [];
  const profiles = new Map<string, Profile>();

  const configView = () =>
    config && {
      __typename: 'WhatsappConfig' as const,
      phoneNumberId: config.phoneNumberId,
      accessToken: mask(config.token),
      webhookVerifyToken: config.webhookVerifyToken,
      isActive: config.isActive,
      updatedAt: config.updatedAt,
      webhookUrl: `${location.origin}/api/whatsapp/webhook`,
    };

  /** Delivered after 2 s, read after 4 s. */
  const progressed = (l: LogItem & { at: number }): LogItem => {
    if (l.status === 'failed') return l;
    const age = Date.now() - l.at;
    const at = (ms: number) => new Date(l.at + ms).toISOString();
    const status: MessageStatus = age > 4000 ? 'read' : age > 2000 ? 'delivered' : 'sent';
    return { ...l, status, deliveredAt: age > 2000 ? at(2000) : null, readAt: age > 4000 ? at(4000) : null };
  };

  const profileOf = (): Profile => {
    const user = requireUser(ctx);
    const key = String(user.id);
    if (!profiles.has(key)) {
      profiles.set(key, {
        __typename: 'MyProfile',
        user: { __typename: 'User', id: user.id, fullName: user.fullName, email: user.email, username: user.username, phone: null, whatsappPhone: null, bio: null, language: user.language },
        whatsappOptInAt: null,
        preferences: { __typename: 'NotificationPreferences', emailNotifications: true, whatsappEventReminders: false, whatsappAnnouncements: false, reminderTimingHours: 24 },
        language: user.language,
      });
    }
    return profiles.get(key)!;
  };

  return [
    query(AdminWhatsappConfigDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', whatsappConfig: configView() };
    }),
    mutation(AdminSaveWhatsappConfigDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = valid<{ phoneNumberId: string; accessToken: string; webhookVerifyToken: string; isActive: boolean }>(whatsappConfigSchema, input);
      const keep = config && data.accessToken === mask(config.token);
      config = { ...data, token: keep ? config!.token : data.accessToken, updatedAt: new Date().toISOString() };
      return { __typename: 'Mutation', saveWhatsappConfig: configView()! };
    }),
    mutation(AdminSendWhatsappTestDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = valid<{ phoneNumber: string; message: string }>(whatsappTestSchema, input);
      const ok = !!config?.isActive;
      const now = new Date().toISOString();
      const item = {
        __typename: 'WhatsappNotification' as const,
        id: String(logs.length + 1),
        phoneNumber: data.phoneNumber,
        messageContent: data.message,
        templateName: null,
        status: (ok ? 'sent' : 'failed') as MessageStatus,
        relatedType: 'test',
        sentAt: ok ? now : null,
        deliveredAt: null,
        readAt: null,
        errorMessage: ok ? null : 'WhatsApp is not configured or not active',
        createdAt: now,
        at: Date.now(),
      };
      logs.unshift(item);
      return {
        __typename: 'Mutation',
        sendWhatsappTestMessage: { __typename: 'WhatsappTestResult', success: ok, error: item.errorMessage, notification: { __typename: 'WhatsappNotification', id: item.id } },
      };
    }),
    query(AdminWhatsappLogsDocument)(({ status, limit, offset }) => {
      requireAdmin(ctx);
      const all = logs.map(progressed).filter((l) => !status || l.status === status);
      const start = offset ?? 0;
      const items = all.slice(start, start + (limit ?? 50)).map(({ ...l }) => {
        delete (l as { at?: number }).at;
        return l;
      });
      return { __typename: 'Query', whatsappNotifications: { __typename: 'WhatsappNotificationPage', total: all.length, items } };
    }),
    query(ProfileMineDocument)(() => ({ __typename: 'Query', myProfile: profileOf() })),
    mutation(ProfileUpdateDocument)(({ input }) => {
      const current = profileOf();
      const data = valid<{
        fullName: string;
        phone: string | null;
        whatsappPhone: string | null;
        whatsappOptIn: boolean;
        bio: string | null;
        preferences?: Profile['preferences'];
        language?: string | null;
      }>(profileSchema, input);
      // Left out, the language stays (as the API does).
      const language = data.language === undefined ? current.language : data.language;
      const sameNumber = current.user.whatsappPhone === data.whatsappPhone;
      const next: Profile = {
        ...current,
        user: { ...current.user, fullName: data.fullName, phone: data.phone, whatsappPhone: data.whatsappPhone, bio: data.bio, language },
        language,
        whatsappOptInAt: data.whatsappOptIn ? (sameNumber && current.whatsappOptInAt) || new Date().toISOString() : null,
        preferences: data.preferences ? { ...data.preferences, __typename: 'NotificationPreferences' } : current.preferences,
      };
      profiles.set(String(current.user.id), next);
      const user = ctx.store.users.find((u) => String(u.id) === String(current.user.id));
      if (user) Object.assign(user, { fullName: data.fullName, language });
      return { __typename: 'Mutation', updateProfile: next };
    }),
  ];
}
