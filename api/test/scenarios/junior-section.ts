import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { DUPLICATE_CHILD, CHILD_TAKEN } from '../../../validation/teams';
import dayjs from 'dayjs';
import {
  AddChildDocument,
  CalendarRangeDocument,
  ChildUpcomingEventsDocument,
  ClaimChildDocument,
  MyChildrenDocument,
  SetAvailabilityDocument,
} from '../../../web/src/gql/graphql';

/**
 * One story of the junior section, told through the web client's own GraphQL operations, run
 * against the real server (api/src/modules/children/scenario.test.ts) and against the demo
 * backend (web/src/mocks/demo/junior.scenario.test.ts). Both must pass: the demo cannot drift.
 */

export interface Answer<Q> {
  data?: Q | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Sends one operation as the given person of the world. */
export type Send = <Q, V>(who: 'parent' | 'otherParent', doc: TypedDocumentNode<Q, V>, variables: V) => Promise<Answer<Q>>;

/** What each backend prepares before the story: names are enough, ids are looked up through the operations. */
export interface JuniorWorld {
  /** The parent's own child, on a team with an upcoming team event. */
  ownChild: { name: string; dateOfBirth: string };
  /** A child nobody has claimed yet. */
  unclaimed: { name: string; dateOfBirth: string };
  /** An upcoming team event (a match, in the coming month) that concerns ownChild. */
  eventTitle: string;
}

export interface Step {
  name: string;
  run(send: Send, world: JuniorWorld, memo: Record<string, string>): Promise<void>;
}

const childId = async (send: Send, who: 'parent' | 'otherParent', name: string) => {
  const res = await send(who, MyChildrenDocument, {});
  return res.data?.children.find((c) => c.name === name)?.id;
};

export const JUNIOR_SCENARIO: Step[] = [
  {
    name: 'the parent sees their own child, and not the unclaimed one',
    async run(send, w, memo) {
      const res = await send('parent', MyChildrenDocument, {});
      expect(res.errors).toBeUndefined();
      const names = res.data!.children.map((c) => c.name);
      expect(names).toContain(w.ownChild.name);
      expect(names).not.toContain(w.unclaimed.name);
      memo.ownChildId = res.data!.children.find((c) => c.name === w.ownChild.name)!.id;
    },
  },
  {
    name: 'adding their own child again answers view-existing with its id',
    async run(send, w, memo) {
      const res = await send('parent', AddChildDocument, { input: { name: ` ${w.ownChild.name.toUpperCase()} `, dateOfBirth: w.ownChild.dateOfBirth } });
      expect(res.errors?.[0]).toMatchObject({
        message: DUPLICATE_CHILD.sameParent.message,
        extensions: { code: 'CONFLICT', action: 'view-existing' },
      });
      expect(String(res.errors![0]!.extensions!.duplicateChildId)).toBe(memo.ownChildId);
    },
  },
  {
    name: 'adding the unclaimed child answers claim-existing; claiming makes it theirs',
    async run(send, w, memo) {
      const res = await send('parent', AddChildDocument, { input: { name: w.unclaimed.name, dateOfBirth: w.unclaimed.dateOfBirth } });
      expect(res.errors?.[0]).toMatchObject({
        message: DUPLICATE_CHILD.otherParent.message,
        extensions: { code: 'CONFLICT', action: 'claim-existing' },
      });
      memo.unclaimedId = String(res.errors![0]!.extensions!.duplicateChildId);
      const claimed = await send('parent', ClaimChildDocument, { id: memo.unclaimedId });
      expect(claimed.errors).toBeUndefined();
      expect(claimed.data!.claimChild).toMatchObject({ id: memo.unclaimedId, name: w.unclaimed.name });
      expect(await childId(send, 'parent', w.unclaimed.name)).toBe(memo.unclaimedId);
    },
  },
  {
    name: 'another parent can neither take the claimed child nor see it',
    async run(send, w, memo) {
      const taken = await send('otherParent', ClaimChildDocument, { id: memo.unclaimedId });
      expect(taken.errors?.[0]).toMatchObject({ message: CHILD_TAKEN, extensions: { code: 'FORBIDDEN' } });
      const events = await send('otherParent', ChildUpcomingEventsDocument, { childId: memo.ownChildId });
      expect(events.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await childId(send, 'otherParent', w.ownChild.name)).toBeUndefined();
    },
  },
  {
    name: 'the child’s upcoming events start without an answer',
    async run(send, w, memo) {
      const res = await send('parent', ChildUpcomingEventsDocument, { childId: memo.ownChildId });
      expect(res.errors).toBeUndefined();
      const item = res.data!.childEvents.find((x) => x.event.title === w.eventTitle);
      expect(item).toBeDefined();
      expect(item!.availability).toBeNull();
      memo.eventId = item!.event.id;
    },
  },
  {
    name: 'the team event is in the calendar like any other event, with its type',
    async run(send, w, memo) {
      const from = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
      const res = await send('parent', CalendarRangeDocument, { from, to: dayjs(from).add(40, 'day').format('YYYY-MM-DD') });
      expect(res.errors).toBeUndefined();
      const event = res.data!.calendar.events.find((e) => e.title === w.eventTitle);
      expect(event).toMatchObject({ id: memo.eventId, type: 'match', status: 'confirmed' });
    },
  },
  {
    name: 'a first answer creates, a repeat updates the same answer',
    async run(send, _w, memo) {
      const first = await send('parent', SetAvailabilityDocument, { eventId: memo.eventId, childId: memo.ownChildId, isAvailable: true });
      expect(first.errors).toBeUndefined();
      expect(first.data!.setAvailability.isAvailable).toBe(true);
      const again = await send('parent', SetAvailabilityDocument, { eventId: memo.eventId, childId: memo.ownChildId, isAvailable: false });
      expect(again.data!.setAvailability).toMatchObject({ id: first.data!.setAvailability.id, isAvailable: false });
      expect(Date.parse(again.data!.setAvailability.respondedAt)).toBeGreaterThanOrEqual(Date.parse(first.data!.setAvailability.respondedAt));
      const listed = await send('parent', ChildUpcomingEventsDocument, { childId: memo.ownChildId });
      expect(listed.data!.childEvents.find((x) => x.event.id === memo.eventId)!.availability).toMatchObject({ isAvailable: false });
    },
  },
  {
    name: 'another parent cannot answer for the child',
    async run(send, _w, memo) {
      const res = await send('otherParent', SetAvailabilityDocument, { eventId: memo.eventId, childId: memo.ownChildId, isAvailable: true });
      expect(res.errors?.[0]).toMatchObject({ message: 'Child not found', extensions: { code: 'NOT_FOUND' } });
    },
  },
  {
    name: 'a new child is added; a blank name is refused with the shared message',
    async run(send) {
      const added = await send('parent', AddChildDocument, { input: { name: 'Scenario Newcomer', dateOfBirth: '2017-03-04' } });
      expect(added.errors).toBeUndefined();
      expect(await childId(send, 'parent', 'Scenario Newcomer')).toBe(added.data!.addChild.id);
      const blank = await send('parent', AddChildDocument, { input: { name: '  ', dateOfBirth: '2017-03-04' } });
      expect(blank.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    },
  },
];
