import { appTheme, breakpoints } from './theme';

it('makes the theme once, on first use', () => {
  expect(appTheme()).toBe(appTheme());
});

it('picks the navigation by the same breakpoints as the theme (navigation.ts reads them before the theme is made)', () => {
  for (const key of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
    expect(breakpoints.up(key)).toBe(appTheme().breakpoints.up(key));
    expect(breakpoints.down(key)).toBe(appTheme().breakpoints.down(key));
  }
});
