import type { DataSource } from 'typeorm';
import { conflict, guardDb, notFound } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { meetingRoomSchema } from '../../../../validation/rooms';
import type { MeetingRoomEntity } from './room.entity';
import { RoomsRepository } from './rooms.repository';
import { record } from '../audit/audit.record';

/** room_bookings.room_id is ON DELETE RESTRICT: booking history is never lost with a room. */
const HAS_BOOKINGS = {
  room_bookings_room_id_fkey: conflict(
    'This room has booking requests and cannot be deleted. Deactivate it instead so members can no longer book it.',
  ),
};

/** Meeting rooms: everyone signed in reads, admins write. */
export class RoomsService {
  readonly rooms: RoomsRepository;

  constructor(private readonly ds: DataSource) {
    this.rooms = new RoomsRepository(ds);
  }

  /** Members see active rooms only; admins see all. Ordered by name. */
  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<MeetingRoomEntity[]> {
    const v = requireViewer(viewer);
    return this.rooms.list({ activeOnly: !v.isAdmin, ...paging(limit, offset) });
  }

  async create(viewer: Viewer | null, input: unknown): Promise<MeetingRoomEntity> {
    requireAdmin(viewer);
    const data = await validate(meetingRoomSchema, input);
    return guardDb(() => this.rooms.insert(data));
  }

  /** Replaces the room's fields; omitted ones take the defaults, as in the create form. */
  async update(viewer: Viewer | null, id: number, input: unknown): Promise<MeetingRoomEntity> {
    requireAdmin(viewer);
    const data = await validate(meetingRoomSchema, input);
    if (!(await guardDb(() => this.rooms.update(id, data)))) throw notFound('Meeting room not found');
    return (await this.rooms.findById(id))!;
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const room = await this.rooms.findById(id, m);
          if (!room || !(await this.rooms.delete(id, m))) throw notFound('Meeting room not found');
          await record(m, admin, { action: 'room.deleted', entityType: 'room', entityId: id, summary: `Deleted room ${room.name}`, before: room });
        }),
      HAS_BOOKINGS,
    );
    return id;
  }
}
