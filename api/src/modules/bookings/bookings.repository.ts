import type { DataSource, EntityManager } from 'typeorm';
import { createHash } from 'node:crypto';
import { firstPageLimit, preparedArrays, preparedArraysIn, preparedRows, preparedRowsIn, selectColumns } from '../../speed/db/prepared';
import { SqlParams, setList } from '../../speed/db/write-sql';
import { auditCte } from '../audit/audit.record';
import { invoiceCtes, type InvoiceWrite } from './invoices.repository';
import { MeetingRoomEntity } from '../rooms/room.entity';
import { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { InvoiceEntity } from './invoice.entity';
import { RoomBookingEntity, type BookingStatusValue } from './booking.entity';
import { bookingEndDate, type BookingFacts } from '../../../../rules/bookings';
import { OUTBOX_WRITTEN, outboxCtes } from '../webhooks/webhook.emit';
import { endingSoonSql } from './ending.sql';

/** A booking as rules/bookings.ts reads it. */
const FACTS = `id, member_id AS "memberId", room_id AS "roomId", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  duration_months AS "durationMonths", status, extends_booking_id AS "extendsBookingId"`;

/**
 * The bookings that could stand in the way of a new request (rules/bookings.ts#requestRefusal decides): the member's open
 * requests for the same room, day and months, and the room's accepted bookings sharing a day with the period.
 * $1 room, $2 member, $3 start day, $4 months.
 */
const STANDING_IN_WAY = `SELECT ${FACTS} FROM room_bookings
  WHERE room_id = $1
    AND ((member_id = $2 AND start_date = $3::date AND duration_months = $4 AND status IN ('pending', 'accepted'))
      OR (status = 'accepted' AND period && daterange($3::date, ($3::date + make_interval(months => $4))::date, '[)')))`;

/** A booking with its room, member and live invoice: the admin list's and findJoined's tables. */
const JOINED_FROM = `FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
      LEFT JOIN invoices i ON i.booking_id = b.id AND i.voided_at IS NULL`;

/** What a new booking row is written from; the rest is the database's (id, defaults, the generated period). */
export type NewBooking = Pick<RoomBookingEntity, 'roomId' | 'memberId' | 'startDate' | 'durationMonths' | 'purpose' | 'status'> & {
  extendsBookingId?: number | null;
};

/** The only place that touches room_bookings through the ORM. */
export class BookingsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(RoomBookingEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  /** The booking, locked until the transaction ends, so concurrent transitions of it queue up. */
  async lockById(id: number, m: EntityManager): Promise<RoomBookingEntity | null> {
    const sql = `SELECT ${selectColumns(this.ds, RoomBookingEntity, 'b')} FROM room_bookings b WHERE b.id = $1 FOR UPDATE`;
    const [row] = await preparedRowsIn<object>(m, 'bookings-lock', sql, [id]);
    return row ? Object.assign(new RoomBookingEntity(), row) : null;
  }

  /**
   * What an accept is decided on, in one statement: the booking and its room, both locked (in that order: the booking,
   * so a transition of it waits; the room, so accepts of one room queue there), and the room's other accepted bookings
   * sharing a day with it (rules/bookings.ts#acceptRefusal decides). An accept that waited for the room's lock read
   * those with the statement's snapshot, from before the accept it waited for committed: that one's overlap is then
   * refused by the exclusion constraint room_bookings_no_overlap (the rule's twin, the same 409 and message).
   */
  async lockForAccept(id: number, m: EntityManager): Promise<{ booking: RoomBookingEntity; room: MeetingRoomEntity; overlapping: BookingFacts[] } | null> {
    const ds = this.ds;
    const [row] = await preparedRowsIn<Record<string, unknown>>(
      m,
      'bookings-lock-for-accept',
      `SELECT ${selectColumns(ds, RoomBookingEntity, 'b')}, ${selectColumns(ds, MeetingRoomEntity, 'r', 'room.')},
              (SELECT coalesce(json_agg(x), '[]') FROM (
                 SELECT ${FACTS} FROM room_bookings o WHERE o.room_id = b.room_id AND o.status = 'accepted' AND o.id <> b.id AND o.period && b.period) x
              ) AS overlapping
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
        WHERE b.id = $1
          FOR UPDATE OF b, r`,
      [id],
    );
    if (!row) return null;
    return { booking: partOf(ds, row, RoomBookingEntity, '')!, room: partOf(ds, row, MeetingRoomEntity, 'room.')!, overlapping: row.overlapping as BookingFacts[] };
  }

  /**
   * A booking's change written in ONE statement of the caller's transaction (issue 42 item 1: was four, one per
   * module's table): the booking's `change`, its invoice's (InvoiceWrite), the audit entry (auditParams' values) and,
   * when `webhook` is given, its outbox rows (the payload made from the booking as changed); answered as findJoined
   * answers, from the rows as written. `emitted`: it wrote an event (an endpoint wanted the webhook), after which the
   * caller calls emittedInTransaction.
   */
  async writeChange(
    m: EntityManager,
    id: number,
    w: { change: Partial<RoomBookingEntity>; invoice?: InvoiceWrite; audit: unknown[]; webhook?: { type: string; payload: string } },
  ): Promise<{ booking: RoomBookingEntity; emitted: boolean }> {
    const ds = this.ds;
    const p = new SqlParams();
    const ctes = [`b AS (UPDATE room_bookings SET ${setList(ds, RoomBookingEntity, w.change, p)} WHERE id = ${p.add(id, 'int')} RETURNING *)`];
    if (w.invoice) ctes.push(invoiceCtes(ds, w.invoice, p));
    const auditFirst = p.values.length + 1;
    p.values.push(...w.audit);
    ctes.push(auditCte(auditFirst));
    if (w.webhook) ctes.push(outboxCtes(p.add(w.webhook.type, 'text'), p.add(w.webhook.payload, 'jsonb'), 'b'));
    const shape = listShape(ds, undefined);
    const text = `WITH ${ctes.join(',\n')}
      SELECT ${shape.columns}${w.webhook ? `, ${OUTBOX_WRITTEN}` : ''} FROM b JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
        LEFT JOIN ${w.invoice ? 'invoice' : 'invoices'} i ON i.booking_id = b.id AND i.voided_at IS NULL`;
    const { columns: names, rows } = await preparedArraysIn(m, writeStatementName(text), text, p.values);
    // The reader finds its columns by name; the outbox's flag, when asked, is the last one and not among them.
    const read = (shape.read ??= rowReader(ds, names));
    return { booking: read(rows[0]), emitted: w.webhook ? rows[0][rows[0].length - 1] === true : false };
  }

  listByMember(memberId: number, limit: number, offset: number) {
    return this.repo().find({ where: { memberId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
  }

  /**
   * The admin list, newest first, each booking with its room, member and invoice (`joined`) read in
   * the same statement: a page costs one statement, not one per relation. With `only`, each part reads
   * the properties named for it (and its ids) instead of all its columns (a part's other properties are
   * then undefined); a part named with a property that is not one of its columns reads all of them.
   * At most MAX_SHAPES column choices get their own statements; past that, pages read every column.
   * `endingSoonOn`: only the bookings ending soon on that day (yyyy-MM-dd; ending.sql.ts).
   */
  async list(
    status: BookingStatusValue | undefined,
    limit: number,
    offset: number,
    only?: BookingListColumns,
    endingSoonOn?: string,
  ): Promise<RoomBookingEntity[]> {
    const ds = this.ds;
    const shape = listShape(ds, only);
    const from = JOINED_FROM;
    // A first page has no OFFSET and its usual sizes are in the statement, so PostgreSQL can keep one generic plan
    // (see EventsRepository.list and firstPageLimit).
    const values: unknown[] = [];
    const conditions: string[] = [];
    if (status) conditions.push(`b.status = $${values.push(status)}`);
    if (endingSoonOn) conditions.push(endingSoonSql('b', `$${values.push(endingSoonOn)}::date`));
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    let paging: string;
    let pageKey: string;
    if (offset === 0) {
      const first = firstPageLimit(limit, values);
      paging = first.sql;
      pageKey = `-${first.key}`;
    } else {
      values.push(limit, offset);
      paging = `LIMIT $${values.length - 1} OFFSET $${values.length}`;
      pageKey = '-page';
    }
    const { columns: names, rows } = await preparedArrays(
      ds,
      `bookings-list-joined${shape.name}${status ? '-status' : ''}${endingSoonOn ? '-ending' : ''}${pageKey}`,
      `SELECT ${shape.columns} ${from} ${where} ORDER BY b.created_at DESC, b.id DESC ${paging}`,
      values,
    );
    // Every statement of a shape has its columns: the rows' reader is made once, from the first answer's column names.
    const read = (shape.read ??= rowReader(ds, names));
    return rows.map(read);
  }

  /**
   * One booking with its room, member, invoice and open extension (`joined`), in one statement, as the admin list reads
   * them: what a write answers after its commit (before: the booking, then one statement each for the four).
   */
  async findJoined(id: number): Promise<RoomBookingEntity | null> {
    const shape = listShape(this.ds, undefined);
    const { columns: names, rows } = await preparedArrays(this.ds, 'bookings-joined-by-id', `SELECT ${shape.columns} ${JOINED_FROM} WHERE b.id = $1`, [id]);
    const read = (shape.read ??= rowReader(this.ds, names));
    return rows[0] ? read(rows[0]) : null;
  }

  /**
   * What a new request is decided on, in one statement: the room (null when there is none), the member as the answer
   * shows them, the bookings that could stand in its way (STANDING_IN_WAY), and `gateOpen`, the value of `gateSql` (an
   * SQL boolean of the membership gate's, BookingsService.requestGate; true when there is none).
   */
  async requestFacts(
    r: { memberId: number; roomId: number; startDate: string; durationMonths: number },
    gateSql?: string,
  ): Promise<{ room: MeetingRoomEntity | null; member: UserEntity | null; others: BookingFacts[]; gateOpen: boolean }> {
    const ds = this.ds;
    const [row] = await preparedRows<Record<string, unknown>>(
      ds,
      gateSql ? 'bookings-request-facts-gate' : 'bookings-request-facts',
      `SELECT ${selectColumns(ds, MeetingRoomEntity, 'r', 'room.')}, ${selectColumns(ds, UserEntity, 'u', 'member.')},
              (SELECT coalesce(json_agg(x), '[]') FROM (${STANDING_IN_WAY}) x) AS others, ${gateSql ?? 'true'} AS "gateOpen"
         FROM (SELECT 1) one LEFT JOIN meeting_rooms r ON r.id = $1 LEFT JOIN users u ON u.id = $2`,
      [r.roomId, r.memberId, r.startDate, r.durationMonths],
    );
    return {
      room: partOf(ds, row, MeetingRoomEntity, 'room.'),
      member: partOf(ds, row, UserEntity, 'member.'),
      others: row.others as BookingFacts[],
      gateOpen: row.gateOpen === true,
    };
  }

  countByStatus(status: BookingStatusValue) {
    return this.repo().countBy({ status });
  }

  /**
   * What could stand in the way of extending booking `b` by `months` (rules/bookings.ts#extendRefusal decides): its
   * extensions, and the room's accepted bookings sharing a day with the months added (from its end date).
   */
  inWayOfExtension(b: { id: number; roomId: number; period: string }, months: number, m: EntityManager): Promise<BookingFacts[]> {
    return m.query(
      `SELECT ${FACTS} FROM room_bookings
        WHERE extends_booking_id = $1
           OR (room_id = $2 AND status = 'accepted'
               AND period && daterange(upper($3::daterange), (upper($3::daterange) + make_interval(months => $4))::date, '[)'))`,
      [b.id, b.roomId, b.period, months],
    );
  }

  /** The open (pending or accepted) extension of each booking asked about, if any: one statement for a batch. */
  openExtensionsOf(ids: readonly number[]): Promise<RoomBookingEntity[]> {
    return this.repo()
      .createQueryBuilder('b')
      .where('b.extendsBookingId = ANY(:ids)', { ids: [...ids] })
      .andWhere(`b.status IN ('pending', 'accepted')`)
      .getMany();
  }

  findByIds(ids: readonly number[]): Promise<RoomBookingEntity[]> {
    return this.repo().createQueryBuilder('b').where('b.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  /**
   * The whole history of each booking asked about: from the first booking of its chain (following extends_booking_id
   * back) every booking extending it, and those extending them, in any status; one statement for a batch. Rows come with
   * `asked`, the booking whose history they are, in order of start (then of request).
   */
  async histories(ids: readonly number[]): Promise<{ asked: number; booking: RoomBookingEntity }[]> {
    // Prepared (the admin list asks it for every page): its planning was ~1 ms a run, as long as the run itself.
    const rows = await preparedRows<{ asked: number } & RoomBookingEntity>(
      this.ds,
      'bookings-histories',
      `WITH RECURSIVE up AS (
         SELECT b.id AS asked, b.id, b.extends_booking_id, 0 AS depth FROM room_bookings b WHERE b.id = ANY($1::int[])
         UNION ALL
         -- A chain is a few bookings long; the depth bound only guards against a cycle no write can make.
         SELECT up.asked, p.id, p.extends_booking_id, up.depth + 1 FROM up JOIN room_bookings p ON p.id = up.extends_booking_id WHERE up.depth < 1000
       ),
       down AS (
         SELECT asked, id, 0 AS depth FROM up WHERE extends_booking_id IS NULL
         UNION ALL
         SELECT down.asked, c.id, down.depth + 1 FROM down JOIN room_bookings c ON c.extends_booking_id = down.id WHERE down.depth < 1000
       )
       SELECT down.asked AS asked, ${selectColumns(this.ds, RoomBookingEntity, 'b')}
         FROM down JOIN room_bookings b ON b.id = down.id ORDER BY down.asked, b.start_date, b.created_at, b.id`,
      [[...ids]],
    );
    return rows.map(({ asked, ...booking }) => ({ asked, booking: Object.assign(new RoomBookingEntity(), booking) }));
  }

  /** The new row as stored (the database's id, defaults and generated period), from the INSERT itself: no reload. */
  async insert(values: NewBooking, m: EntityManager): Promise<RoomBookingEntity> {
    const rows: object[] = await m.query(
      `INSERT INTO room_bookings AS b (room_id, member_id, start_date, duration_months, purpose, status, extends_booking_id)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7) RETURNING ${selectColumns(this.ds, RoomBookingEntity, 'b')}`,
      [values.roomId, values.memberId, values.startDate, values.durationMonths, values.purpose, values.status, values.extendsBookingId ?? null],
    );
    return Object.assign(new RoomBookingEntity(), rows[0]);
  }

  /**
   * A new request and its outbox rows in ONE statement (its own transaction: both commit or neither; issue 42 item 1,
   * 7 round trips -> 4 with BEGIN, COMMIT and the outbox's own statement gone). `payload` is the webhook's text for the
   * row as `draft` made it; the database's id is set into it. `emitted`: it wrote an event (an endpoint wanted it), after
   * which the caller calls emittedInStatement.
   */
  async insertWithOutbox(values: NewBooking, createdAt: Date, type: string, payload: string): Promise<{ booking: RoomBookingEntity; emitted: boolean }> {
    const rows = await preparedRows<{ webhook_written: boolean }>(
      this.ds,
      'bookings-insert-with-outbox',
      `WITH booking AS (
         INSERT INTO room_bookings AS b (room_id, member_id, start_date, duration_months, purpose, status, extends_booking_id, created_at)
         VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8) RETURNING ${selectColumns(this.ds, RoomBookingEntity, 'b')}),
       ${outboxCtes('$9::text', `jsonb_set($10::jsonb, '{data,booking,id}', to_jsonb(booking.id))`, 'booking')}
       SELECT *, ${OUTBOX_WRITTEN} FROM booking`,
      [values.roomId, values.memberId, values.startDate, values.durationMonths, values.purpose, values.status, values.extendsBookingId ?? null,
        createdAt, type, payload],
    );
    const { webhook_written: emitted, ...row } = rows[0];
    return { booking: Object.assign(new RoomBookingEntity(), row), emitted };
  }

  /**
   * The row insertWithOutbox will store, before it is stored (for its webhook payload): the columns' defaults, the period
   * as PostgreSQL generates it (rules/bookings.ts#bookingEndDate is its twin), id 0 until the database gives one.
   */
  draft(values: NewBooking, createdAt: Date): RoomBookingEntity {
    return Object.assign(new RoomBookingEntity(), {
      id: 0,
      roomId: values.roomId,
      memberId: values.memberId,
      startDate: values.startDate,
      durationMonths: values.durationMonths,
      purpose: values.purpose,
      status: values.status,
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
      depositRequestedAt: null,
      depositReceivedAt: null,
      fullPaymentRequestedAt: null,
      fullPaymentReceivedAt: null,
      createdAt,
      extendsBookingId: values.extendsBookingId ?? null,
      depositCarriedOver: false,
      period: `[${values.startDate},${bookingEndDate(values.startDate, values.durationMonths)})`,
    });
  }

  /** Returns false when there is no such booking. Its invoice goes with it (ON DELETE CASCADE). */
  async delete(id: number, m?: EntityManager): Promise<boolean> {
    const res = await this.repo(m).delete({ id });
    return (res.affected ?? 0) > 0;
  }
}

/** The entity whose columns a row holds under `prefix` (selectColumns' aliases), or null when its id is null (an outer join's miss). */
function partOf<T extends object>(ds: DataSource, row: Record<string, unknown>, Entity: new () => T, prefix: string): T | null {
  if (row[`${prefix}id`] === null) return null;
  const e = new Entity() as Record<string, unknown>;
  for (const c of ds.getMetadata(Entity).columns) if (c.isSelect) e[c.propertyName] = row[`${prefix}${c.propertyName}`];
  return e as T;
}

/** A one-statement write's name: its text varies with the changed columns, so a short hash of it (each prepared once per connection). */
function writeStatementName(text: string): string {
  let name = writeNames.get(text);
  if (!name) writeNames.set(text, (name = `bookings-write-${createHash('sha256').update(text).digest('base64url').slice(0, 16)}`));
  return name;
}
const writeNames = new Map<string, string>();

/** The properties the admin list reads of each part (see BookingsRepository.list); a part left out reads every column. */
export interface BookingListColumns {
  booking?: ReadonlySet<string>;
  room?: ReadonlySet<string>;
  member?: ReadonlySet<string>;
  invoice?: ReadonlySet<string>;
}

/**
 * Each listed booking's open extension (issue 36), read in the same statement: whether a booking is ending soon needs it,
 * and a probe of the unique index room_bookings_one_open_extension per row costs less than a second statement.
 */
const EXTENDED_BY = `(SELECT x.id FROM room_bookings x WHERE x.extends_booking_id = b.id AND x.status IN ('pending', 'accepted')) AS "extendedById"`;

/** How many column choices of the admin list get statements of their own (each is prepared on every pooled connection). */
const MAX_SHAPES = 32;

const PARTS = [
  { part: 'booking', Entity: RoomBookingEntity, alias: 'b', prefix: '', always: ['id', 'roomId', 'memberId'] },
  { part: 'room', Entity: MeetingRoomEntity, alias: 'r', prefix: 'room.', always: ['id'] },
  { part: 'member', Entity: UserEntity, alias: 'u', prefix: 'member.', always: ['id'] },
  { part: 'invoice', Entity: InvoiceEntity, alias: 'i', prefix: 'invoice.', always: ['id'] },
] as const;

/** The select list for a choice of columns, and its statement name's suffix ('' for every column), per data source. */
function listShape(ds: DataSource, only: BookingListColumns | undefined): Shape {
  let known = listShapes.get(ds);
  if (!known) {
    const everything: Shape = { name: '', columns: `${PARTS.map((p) => selectColumns(ds, p.Entity, p.alias, p.prefix)).join(', ')}, ${EXTENDED_BY}` };
    const properties = PARTS.map((p) => new Set(ds.getMetadata(p.Entity).columns.filter((c) => c.isSelect).map((c) => c.propertyName)));
    listShapes.set(ds, (known = { everything, properties, shapes: new Map() }));
  }
  const { everything, properties, shapes } = known;
  if (!only) return everything;
  const wanted = PARTS.map((p, n) => {
    const props = only[p.part];
    if (!props) return null;
    return [...props].every((prop) => properties[n].has(prop)) ? new Set([...p.always, ...props]) : null;
  });
  const key = wanted.map((w) => (w ? [...w].sort().join(',') : '*')).join('|');
  let shape = shapes.get(key);
  if (!shape) {
    if (shapes.size >= MAX_SHAPES) return everything;
    const columns = `${PARTS.map((p, n) => {
      const w = wanted[n];
      return w ? selectColumns(ds, p.Entity, p.alias, p.prefix, (prop) => w.has(prop)) : selectColumns(ds, p.Entity, p.alias, p.prefix);
    }).join(', ')}, ${EXTENDED_BY}`;
    shapes.set(key, (shape = { name: `-shape${shapes.size + 1}`, columns }));
  }
  return shape;
}

/** A choice of columns: its statement name's suffix, its select list, and (once read) how its rows become bookings. */
interface Shape {
  name: string;
  columns: string;
  read?: (row: unknown[]) => RoomBookingEntity;
}

const listShapes = new WeakMap<DataSource, { everything: Shape; properties: Set<string>[]; shapes: Map<string, Shape> }>();

/**
 * How a row of the joined list (an array, in the statement's column order `names`) becomes a booking with its
 * room, member (as the outward user shape) and invoice (null where the outer join found none): a copy compiled
 * once per column choice, one assignment per column read, from its place in the row.
 */
function rowReader(ds: DataSource, names: readonly string[]): (row: unknown[]) => RoomBookingEntity {
  const copy = (Entity: new () => object, prefix: string, v: string) =>
    ds
      .getMetadata(Entity)
      .columns.filter((c) => c.isSelect)
      .map((c) => [c.propertyName, names.indexOf(`${prefix}${c.propertyName}`)] as const)
      .filter(([, at]) => at >= 0)
      .map(([prop, at]) => `${v}[${JSON.stringify(prop)}] = r[${at}];`)
      .join('\n');
  const invoiceId = names.indexOf('invoice.id');
  if (invoiceId < 0) throw new Error('the bookings list must read the invoice id');
  const extendedById = names.indexOf('extendedById');
  if (extendedById < 0) throw new Error('the bookings list must read the open extension');
  const body = [
    'const b = new B();',
    copy(RoomBookingEntity, '', 'b'),
    'const room = new R();',
    copy(MeetingRoomEntity, 'room.', 'room'),
    'const member = new U();',
    copy(UserEntity, 'member.', 'member'),
    'let invoice = null;',
    `if (r[${invoiceId}] !== null) {`,
    'invoice = new I();',
    copy(InvoiceEntity, 'invoice.', 'invoice'),
    '}',
    `b.joined = { room, member: toDto(member), invoice, extendedById: r[${extendedById}] };`,
    'return b;',
  ].join('\n');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const read = new Function('B', 'R', 'U', 'I', 'toDto', 'r', body) as (...args: unknown[]) => RoomBookingEntity;
  return (row) => read(RoomBookingEntity, MeetingRoomEntity, UserEntity, InvoiceEntity, toUserDto, row);
}
