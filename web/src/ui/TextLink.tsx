import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  children: ReactNode;
  /** Like MUI Link's: `primary` (the default) or `inherit` (the surrounding text's colour). */
  color?: 'primary' | 'inherit';
  /** Like MUI Link's: `always` (the default) or `hover`. */
  underline?: 'always' | 'hover';
  /** Another element or component to render, e.g. react-router's Link (then pass `to`). */
  component?: ElementType;
  to?: string;
  sx?: SxProps<Theme>;
};

/**
 * A text link that looks and behaves as MUI's `Link` does with our theme (which sets no `focusVisible` ring, so
 * keyboard focus shows the browser's own outline), without Link's code on the first screen: Typography's `inherit`
 * variant (no margin, the surrounding font), the primary colour, and the underline in the link's colour at 40%
 * (full colour under the pointer), or an underline under the pointer only.
 */
export function TextLink({ color = 'primary', underline = 'always', component = 'a', sx, ...props }: Props) {
  const primary = color === 'primary';
  return (
    <Box
      component={component}
      {...props}
      sx={[
        {
          margin: 0,
          font: 'inherit',
          lineHeight: 'inherit',
          letterSpacing: 'inherit',
          color: primary ? 'primary.main' : 'inherit',
          ...(underline === 'always'
            ? {
                textDecoration: 'underline',
                '&:hover': { textDecorationColor: 'inherit' },
                ...(primary && {
                  textDecorationColor: 'var(--Link-underlineColor)',
                  '--Link-underlineColor': (t: Theme) => t.alpha(t.vars!.palette.primary.main, 0.4),
                }),
              }
            : { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
