import { getContrastRatio } from '@mui/material/styles';
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

it("gives every toast (a filled Alert: error, info, success) text with WCAG AA contrast on its colour, in both schemes", () => {
  // MUI fills an Alert with the colour's main in light mode and its dark in dark mode, the text its contrast text.
  const palettes = (appTheme() as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Record<string, { main: string; dark: string }> & { Alert: Record<string, string> } }> }).colorSchemes;
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const p = palettes[scheme].palette;
    for (const severity of ['error', 'info', 'success']) {
      const fill = scheme === 'dark' ? p[severity]!.dark : p[severity]!.main;
      const ratio = getContrastRatio(fill, p.Alert[`${severity}FilledColor`]!);
      if (ratio < 4.5) found.push(`${scheme} ${severity}: ${p.Alert[`${severity}FilledColor`]} on ${fill} is ${ratio.toFixed(2)}:1`);
    }
  }
  expect(found).toEqual([]);
});
