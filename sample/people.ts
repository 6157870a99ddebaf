/**
 * The demo world's people, shared by `npm run seed:demo` (api/src/cli/seed-demo.ts) and the server-less demo
 * (web/src/mocks/demo/): one office, so a newcomer meets the same people in both. Passwords are the seed's; the demo
 * takes any password.
 */

export const DEMO_ADMIN = { email: 'admin@d-office.local', fullName: 'Dana Office', password: 'admin12345' };
export const DEMO_MEMBER_PASSWORD = 'member12345';

export interface DemoMember {
  key: string;
  email: string;
  fullName: string;
  phone: string;
  membershipNumber: string;
  role: string;
  bio: string;
}

const member = (key: string, fullName: string, n: number, role: string, bio: string): DemoMember => ({
  key,
  email: `${key}@d-office.local`,
  fullName,
  phone: `+65 8123 45${String(n).padStart(2, '0')}`,
  membershipNumber: `DO-${String(1000 + n)}`,
  role,
  bio,
});

export const DEMO_MEMBERS: DemoMember[] = [
  member('amelia.tan', 'Amelia Tan', 1, 'Treasurer', 'Runs a small accounting practice.'),
  member('ben.okafor', 'Ben Okafor', 2, 'Member', 'Product designer, organises the design crit nights.'),
  member('chloe.martin', 'Chloe Martin', 3, 'Events committee', 'Loves a good quiz night.'),
  member('daniel.lim', 'Daniel Lim', 4, 'Member', 'Freelance developer.'),
  member('elena.rossi', 'Elena Rossi', 5, 'Secretary', 'Translator, speaks four languages.'),
  member('farid.hassan', 'Farid Hassan', 6, 'Member', 'Runs a coffee start-up.'),
  member('grace.wong', 'Grace Wong', 7, 'Member', 'Architect.'),
  member('hugo.silva', 'Hugo Silva', 8, 'Member', 'Photographer and video editor.'),
];

/** The sample parent of the junior section (spec §9: demo mode has sample admin and parent accounts). */
export const DEMO_PARENT = { email: 'parent@d-office.local', fullName: 'Priya Parent', password: 'parent12345' };
