import type { DataSource } from 'typeorm';
import { conflict, guardDb, notFound, refuse } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { meetingRoomSchema } from '../../../../validation/rooms';
import { deleteRoomRefusal, listsActiveRoomsOnly, ROOM_HAS_BOOKINGS, ROOM_NOT_FOUND } from '../../../../rules/rooms';
import type { MeetingRoomEntity } from './room.entity';
import { RoomsRepository } from './rooms.repository';
import { record } from '../audit/audit.record';

/** room_bookings.room_id is ON DELETE RESTRICT, rules/rooms.ts#deleteRoomRefusal's twin: it holds under a race. */
const HAS_BOOKINGS = { room_bookings_room_id_fkey: conflict(ROOM_HAS_BOOKINGS) };

/** Meeting rooms: everyone signed in reads, admins write. */
export class RoomsService {
  readonly rooms: RoomsRepository;

  constructor(private readonly ds: DataSource) {
    this.rooms = new RoomsRepository(ds);
  }

  /** Members see active rooms only; admins see all. Ordered by name. */
  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<MeetingRoomEntity[]> {
    const v = requireViewer(viewer);
    return this.rooms.list({ activeOnly: listsActiveRoomsOnly(v), ...paging(limit, offset) });
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
    if (!(await guardDb(() => this.rooms.update(id, data)))) throw notFound(ROOM_NOT_FOUND);
    return (await this.rooms.findById(id))!;
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const room = await this.rooms.findById(id, m);
          if (!room) throw notFound(ROOM_NOT_FOUND);
          refuse(deleteRoomRefusal(await this.rooms.bookingRequestCount(id, m)));
          await this.rooms.delete(id, m);
          await record(m, admin, { action: 'room.deleted', entityType: 'room', entityId: id, summary: `Deleted room ${room.name}`, before: room });
        }),
      HAS_BOOKINGS,
    );
    return id;
  }
}
