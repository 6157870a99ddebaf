import { mayBeBuilt } from './web-client';

/** Which requests go to the static middleware: only those whose first segment is one of the build's top-level names. */
describe('mayBeBuilt', () => {
  const names = new Set(['index.html', 'sw.js', 'assets', 'icons', 'prerendered', 'manifest.webmanifest']);

  it('sends files and folders of the build to the static middleware', () => {
    for (const p of ['/index.html', '/sw.js', '/assets/index-abc.js', '/icons/icon-192.png', '/prerendered/dashboard.html', '/icons', '/', '/manifest.webmanifest'])
      expect([p, mayBeBuilt(p, names)]).toEqual([p, true]);
  });

  it('decodes the segment as serve-static does, and leaves a malformed one to it', () => {
    expect(mayBeBuilt('/%69ndex.html', names)).toBe(true);
    expect(mayBeBuilt('/%E0%A4%A', names)).toBe(true);
  });

  it('skips it for the app pages, which no file of the build can be', () => {
    for (const p of ['/dashboard', '/events/12', '/admin/bookings', '/auth', '/index', '/dashboard/'])
      expect([p, mayBeBuilt(p, names)]).toEqual([p, false]);
  });
});
