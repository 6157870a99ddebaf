import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { badInput, guardDb, notFound } from '../../core/errors';
import { parseId, validate } from '../../core/validation';
import { targetRefusal } from '../../../../rules/webhooks';
import { PUSH_ENDPOINT_MESSAGE, pushPreferencesSchema, pushSubscriptionSchema, type PushPreferencesData } from '../../../../validation/push';
import type { VapidKeys } from './push.keys';
import type { PushDeviceRow, PushRepository } from './push.repository';

export interface PushDeviceDto {
  id: number;
  name: string;
  createdAt: Date;
  lastSentAt: Date | null;
}

export interface PushSettingsDto {
  /** The VAPID public key browsers subscribe with; null when push is off on this server. */
  publicKey: string | null;
  devices: PushDeviceDto[];
  preferences: PushPreferencesData;
}

const toDto = (d: PushDeviceRow): PushDeviceDto => ({ id: d.id, name: d.deviceName, createdAt: d.createdAt, lastSentAt: d.lastSentAt });

/** A member's own push devices and choices; every call is about the viewer's own rows. */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    private readonly keys: VapidKeys | undefined,
    private readonly opts: { allowPrivate: boolean },
  ) {}

  get active(): boolean {
    return !!this.keys;
  }

  async settings(viewer: Viewer | null): Promise<PushSettingsDto> {
    const v = requireViewer(viewer);
    const [devices, preferences] = await Promise.all([this.repo.devices(v.id), this.repo.preferences(v.id)]);
    return { publicKey: this.keys?.publicKey ?? null, devices: devices.map(toDto), preferences };
  }

  async addDevice(viewer: Viewer | null, input: unknown): Promise<PushDeviceDto> {
    const v = requireViewer(viewer);
    const data = await validate(pushSubscriptionSchema, input);
    if (!this.keys) throw badInput('Push notifications are not set up on this server');
    // The server will POST to this address: a push service's, never the office's own network (as webhooks).
    if (targetRefusal(data.endpoint, { allowPrivate: this.opts.allowPrivate }) || (!this.opts.allowPrivate && !data.endpoint.startsWith('https:')))
      throw badInput(PUSH_ENDPOINT_MESSAGE, 'endpoint');
    return toDto(await guardDb(() => this.repo.save(v.id, data)));
  }

  async removeDevice(viewer: Viewer | null, rawId: unknown): Promise<void> {
    const v = requireViewer(viewer);
    if (!(await this.repo.remove(v.id, parseId(rawId, 'Device')))) throw notFound('Device not found');
  }

  async savePreferences(viewer: Viewer | null, input: unknown): Promise<PushPreferencesData> {
    const v = requireViewer(viewer);
    const data = await validate(pushPreferencesSchema, input);
    await guardDb(() => this.repo.savePreferences(v.id, data));
    return data;
  }
}
