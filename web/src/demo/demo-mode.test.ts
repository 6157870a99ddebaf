import { createDemoBackend } from '../mocks/demo-backend';
import { demoFlagSet } from './demo-flag';
import { DEMO_DATA, DEMO_FLAG, DEMO_USER, isDemoOn, leaveDemo, saveDemoData, startDemoIfOn } from './demo-mode';

beforeEach(() => localStorage.clear());

describe('demo mode', () => {
  it('is on only while its flag is set and a stored demo user exists (spec §4)', () => {
    expect(isDemoOn()).toBe(false);
    localStorage.setItem(DEMO_FLAG, 'true');
    expect(isDemoOn()).toBe(false);
    localStorage.setItem(DEMO_USER, '{broken');
    expect(isDemoOn()).toBe(false);
    localStorage.setItem(DEMO_USER, JSON.stringify({ id: 'p1' }));
    expect(isDemoOn()).toBe(true);
    localStorage.setItem(DEMO_FLAG, 'false');
    expect(isDemoOn()).toBe(false);
  });

  it('at start-up, a flag left without a demo user is cleared and the app runs against the server', async () => {
    localStorage.setItem(DEMO_FLAG, 'true');
    expect(demoFlagSet()).toBe(true);
    await expect(startDemoIfOn()).resolves.toBe(false);
    expect(localStorage.getItem(DEMO_FLAG)).toBeNull();
    expect(demoFlagSet()).toBe(false);
  });

  it('keeps the world after each answer while on; an answer still in flight when the user leaves does not bring it back', async () => {
    localStorage.setItem(DEMO_FLAG, 'true');
    localStorage.setItem(DEMO_USER, JSON.stringify({ id: 'p1' }));
    saveDemoData(() => 'world 1');
    expect(localStorage.getItem(DEMO_DATA)).toBe('world 1');
    // jsdom cannot navigate to /auth and says so on the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await leaveDemo();
    consoleError.mockRestore();
    saveDemoData(() => 'world 2');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('d-office.demo'))).toEqual([]);
  });

  it('continues the saved world after a reload: children, answers and ids', () => {
    const first = createDemoBackend({ storage: localStorage });
    first.junior.children.push({ id: '4', name: 'Saved Kid', dateOfBirth: '2015-01-01', ageGroup: null, parentId: 'p1' });
    const used = first.store.nextId();
    // Ids continue after the seeds' (their dues invoices took some): never one a record already has.
    expect(first.store.membership.dues.map((d) => d.id)).not.toContain(used);
    localStorage.setItem(DEMO_DATA, first.snapshot());

    const again = createDemoBackend({ storage: localStorage, saved: localStorage.getItem(DEMO_DATA) });
    expect(again.junior.children.map((c) => c.name)).toContain('Saved Kid');
    expect(again.store.nextId()).toBe(String(Number(used) + 1));
    expect(again.store.rsvps).toBeInstanceOf(Map);
    // A damaged snapshot starts a fresh world rather than failing.
    const fresh = createDemoBackend({ storage: localStorage, saved: '{"version":1,' });
    expect(fresh.junior.children.map((c) => c.name)).not.toContain('Saved Kid');
  });
});
