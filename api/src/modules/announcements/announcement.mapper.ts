import type { PersonRef } from '../users/user.mapper';
import type { AnnouncementEntity } from './announcement.entity';

/** The REST shape (spec §3): author embedded with fullName, scope as ids. */
export function toAnnouncementDto(a: AnnouncementEntity, author: PersonRef | null) {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    authorId: a.authorId,
    author,
    createdAt: a.createdAt,
    sendWhatsapp: a.sendWhatsapp,
    teamId: a.teamId,
    leagueId: a.leagueId,
  };
}

export type AnnouncementDto = ReturnType<typeof toAnnouncementDto>;
