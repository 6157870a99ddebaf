import type DataLoader from 'dataloader';
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

/** What the REST list needs per request: authors, batched (the users feature's personById). */
export interface AuthorLoaders {
  personById: DataLoader<number, PersonRef | null>;
}

/** The REST shape of a list: authors embedded, one statement for any length. */
export async function presentAnnouncements(items: AnnouncementEntity[], loaders: AuthorLoaders): Promise<AnnouncementDto[]> {
  return Promise.all(
    items.map(async (a) => {
      const author = a.authorId == null ? null : await loaders.personById.load(a.authorId);
      return toAnnouncementDto(a, author ? { id: author.id, fullName: author.fullName } : null);
    }),
  );
}
