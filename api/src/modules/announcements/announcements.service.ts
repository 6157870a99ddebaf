import type { DataSource, EntityManager } from 'typeorm';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { guardDb, notFound } from '../../core/errors';
import { paging, validate } from '../../core/validation';
import { announcementInputSchema, type AnnouncementInputData } from '../../../../validation/announcements';
import { TeamsRepository } from '../teams/teams.repository';
import type { AnnouncementEntity } from './announcement.entity';
import { AnnouncementsRepository } from './announcements.repository';
import { record } from '../audit/audit.record';
import { emitWebhook } from '../webhooks/webhook.emit';
import { announcementData } from '../webhooks/webhook.payloads';

import { LEAGUE_NOT_FOUND, TEAM_NOT_FOUND } from '../../../../rules/junior';

/** A team or league deleted between the check and the write. */
const SCOPE_FKS = {
  announcements_team_id_fkey: notFound(TEAM_NOT_FOUND),
  announcements_league_id_fkey: notFound(LEAGUE_NOT_FOUND),
};

/** News from the admins: everyone signed in reads, admins write; the author is the caller. */
export class AnnouncementsService {
  private readonly announcements: AnnouncementsRepository;
  private readonly teams: TeamsRepository;

  constructor(
    private readonly ds: DataSource,
    /** Called after an announcement marked "send by WhatsApp" is saved: broadcasts go out in the background. */
    private readonly onBroadcast: () => void = () => undefined,
  ) {
    this.announcements = new AnnouncementsRepository(ds);
    this.teams = new TeamsRepository(ds);
  }

  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<AnnouncementEntity[]> {
    requireViewer(viewer);
    const page = paging(limit, offset);
    return this.announcements.list(page.limit, page.offset);
  }

  async create(viewer: Viewer | null, input: unknown): Promise<AnnouncementEntity> {
    const admin = requireAdmin(viewer);
    const data = await this.validScope(input);
    const created = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const a = await this.announcements.insert({ ...columns(data), authorId: admin.id }, m);
          await emitWebhook(m, 'announcement.published', announcementData(a));
          if (a.sendWhatsapp) await recordBroadcast(m, admin, a);
          return a;
        }),
      SCOPE_FKS,
    );
    if (created.sendWhatsapp) this.onBroadcast();
    return created;
  }

  /** Replaces title, content, scope and the WhatsApp flag; the author and date stay. */
  async update(viewer: Viewer | null, id: number, input: unknown): Promise<AnnouncementEntity> {
    const admin = requireAdmin(viewer);
    const data = await this.validScope(input);
    const updated = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          if (!(await this.announcements.update(id, columns(data), m))) throw notFound('Announcement not found');
          const a = (await this.announcements.findById(id, m))!;
          if (a.sendWhatsapp) await recordBroadcast(m, admin, a);
          return a;
        }),
      SCOPE_FKS,
    );
    if (data.sendWhatsapp) this.onBroadcast();
    return updated;
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const a = await this.announcements.findById(id, m);
      if (!a || !(await this.announcements.delete(id, m))) throw notFound('Announcement not found');
      await record(m, admin, { action: 'announcement.deleted', entityType: 'announcement', entityId: id, summary: `Deleted announcement "${a.title}"`, before: a });
    });
    return id;
  }

  private async validScope(input: unknown): Promise<AnnouncementInputData> {
    const data = await validate(announcementInputSchema, input);
    if (data.teamId != null && !(await this.teams.teamExists(data.teamId))) throw notFound(TEAM_NOT_FOUND);
    if (data.leagueId != null && !(await this.teams.leagueExists(data.leagueId))) throw notFound(LEAGUE_NOT_FOUND);
    return data;
  }
}

function columns(d: AnnouncementInputData): Partial<AnnouncementEntity> {
  return {
    title: d.title,
    content: d.content,
    teamId: d.teamId ?? null,
    leagueId: d.leagueId ?? null,
    sendWhatsapp: d.sendWhatsapp ?? false,
  };
}

/** An announcement saved with "Also send by WhatsApp" asks for a broadcast to opted-in members: an admin action the log keeps. */
function recordBroadcast(m: EntityManager, admin: Viewer, a: AnnouncementEntity): Promise<void> {
  return record(m, admin, {
    action: 'announcement.broadcast_requested',
    entityType: 'announcement',
    entityId: a.id,
    summary: `Asked for a WhatsApp broadcast of "${a.title}"`,
    after: { title: a.title, teamId: a.teamId, leagueId: a.leagueId, sendWhatsapp: a.sendWhatsapp },
  });
}
