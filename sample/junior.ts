/**
 * The demo world's junior section: leagues, teams, children and team events (seed and server-less demo alike).
 */

export const DEMO_LEAGUES = [
  { name: 'Premier Division', ageGroup: 'U14', description: 'The senior youth league.' },
  { name: 'Junior League', ageGroup: 'U12', description: 'Under-12 fixtures on Saturday mornings.' },
  { name: 'Mini League', ageGroup: 'U10', description: 'Small-sided games for beginners.' },
];

export const DEMO_TEAMS = [
  { name: 'Harbour Hawks', league: 'Premier Division' },
  { name: 'Garden Giants', league: 'Junior League' },
  { name: 'Library Lions', league: 'Mini League' },
];

export interface DemoChild {
  name: string;
  dateOfBirth: string;
  /** Null: added by the admin, not yet claimed by a parent. */
  parent: 'parent' | null;
  ageGroup?: string;
  teams: string[];
}

export const DEMO_CHILDREN: DemoChild[] = [
  { name: 'Maya Parent', dateOfBirth: '2014-04-12', parent: 'parent', ageGroup: 'U12', teams: ['Garden Giants'] },
  { name: 'Leo Parent', dateOfBirth: '2016-09-03', parent: 'parent', ageGroup: 'U10', teams: ['Library Lions'] },
  { name: 'Noah Reyes', dateOfBirth: '2012-01-20', parent: null, ageGroup: 'U14', teams: ['Harbour Hawks'] },
  { name: 'Ivy Chen', dateOfBirth: '2014-06-30', parent: null, ageGroup: 'U12', teams: ['Garden Giants'] },
];

export interface DemoTeamEvent {
  title: string;
  type: 'match' | 'training' | 'tournament';
  inDays: number;
  startTime: string;
  endTime?: string;
  location: string;
  description: string;
  team?: string;
  teamsInvolved?: string[];
  relevanceType?: 'all' | 'age_group' | 'team';
  ageGroupRelevance?: string;
}

export const DEMO_TEAM_EVENTS: DemoTeamEvent[] = [
  {
    title: 'Giants vs Lions',
    type: 'match',
    inDays: 4,
    startTime: '09:30',
    endTime: '11:00',
    location: 'Riverside Pitch',
    description: 'Friendly between the Junior and Mini League sides.',
    team: 'Garden Giants',
    teamsInvolved: ['Library Lions'],
    relevanceType: 'team',
  },
  {
    title: 'U12 Skills Training',
    type: 'training',
    inDays: 2,
    startTime: '17:00',
    endTime: '18:30',
    location: 'Sports Hall',
    description: 'Passing and first touch for every U12 player.',
    relevanceType: 'age_group',
    ageGroupRelevance: 'U12',
  },
  {
    title: 'Spring Junior Tournament',
    type: 'tournament',
    inDays: 18,
    startTime: '09:00',
    endTime: '16:00',
    location: 'City Sports Park',
    description: 'All junior teams; bring a packed lunch.',
    relevanceType: 'all',
  },
  {
    title: 'Hawks Training',
    type: 'training',
    inDays: 6,
    startTime: '18:00',
    endTime: '19:30',
    location: 'Sports Hall',
    description: 'Premier Division squad session.',
    team: 'Harbour Hawks',
    relevanceType: 'team',
  },
];
