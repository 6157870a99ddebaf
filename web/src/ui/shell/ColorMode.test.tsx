import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { profileHandlers } from '../../../test/handlers/profile';
import { resetViewport, setViewportWidth } from '../../../test/viewport';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';

const html = document.documentElement;

/** A desktop-wide screen on a system that asks for `scheme`. */
function systemPrefers(scheme: 'light' | 'dark') {
  setViewportWidth(1366, { colorScheme: scheme });
}

afterEach(() => {
  localStorage.clear();
  resetViewport();
});

describe('dark mode', () => {
  it('follows a light system, switches to dark from the side menu and back to following the system', async () => {
    systemPrefers('light');
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(html).toHaveClass('light'));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(html).not.toHaveClass('light');
    expect(localStorage.getItem('mui-mode')).toBe('dark');

    // Back to the scheme the system asks for: the choice is forgotten, the system decides again.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(html).toHaveClass('light'));
    expect(localStorage.getItem('mui-mode')).toBe('system');
  });

  it('starts dark when the system asks for it, and a member may choose light', async () => {
    systemPrefers('dark');
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    await waitFor(() => expect(html).toHaveClass('light'));
    expect(localStorage.getItem('mui-mode')).toBe('light');
  });

  it("is a checkbox item in the phone's User Menu", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu', { name: 'User Menu' });
    const item = within(menu).getByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(item).toHaveAttribute('aria-checked', 'false');

    await user.click(item);
    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View Profile', 'Logout']);
  });
});
