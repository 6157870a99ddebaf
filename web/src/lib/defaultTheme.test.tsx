import { render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import createStyled from '@mui/system/createStyled';
import defaultTheme from './defaultTheme';

// The production build gives this module to MUI in place of its default theme (vite.config.mts, lazyDefaultTheme).
describe('the default theme made on first use', () => {
  it('reads as MUI’s default theme: values, functions, keys and spread', () => {
    const real = createTheme();
    expect(defaultTheme.palette.primary.main).toBe(real.palette.primary.main);
    expect(defaultTheme.spacing(2)).toBe('16px');
    expect(defaultTheme.breakpoints.up('md')).toBe(real.breakpoints.up('md'));
    expect('typography' in defaultTheme).toBe(true);
    expect(Object.keys(defaultTheme).sort()).toEqual(Object.keys(real).sort());
    expect({ ...defaultTheme }.shape).toEqual(real.shape);
  });

  it('styles a component rendered without a theme, as MUI’s styled does', () => {
    const styled = createStyled({ themeId: '$$material', defaultTheme });
    const Swatch = styled('div')(({ theme }) => ({ color: (theme as typeof defaultTheme).palette.primary.main }));
    render(<Swatch data-testid="swatch" />);
    expect(getComputedStyle(screen.getByTestId('swatch')).color).toBe('rgb(25, 118, 210)');
  });
});
