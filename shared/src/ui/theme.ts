import { MOBILE_BREAKPOINT_PX } from '../contracts/constants';

export const theme = {
  colors: {
    primary: '#0B3D91',
    primaryHover: '#082E6E',
    primarySoft: '#E7EEF9',
    accent: '#F28C28',
    accentHover: '#D9741A',
    text: '#1A2433',
    textMuted: '#5A6474',
    border: '#D5DBE5',
    background: '#F5F7FA',
    surface: '#FFFFFF',
    success: '#1E7D3A',
    successSoft: '#E6F4EA',
    danger: '#C62828',
    dangerSoft: '#FDECEA',
    info: '#0B3D91',
    focus: '#F28C28',
    overlay: 'rgba(15, 23, 42, 0.45)',
    footer: '#0A1F44',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    // A Hindi page is set in the phone's own Devanagari face (Android's Noto, iOS's Kohinoor,
    // Windows' Nirmala UI), its Latin letters and digits too: one face per line shapes each
    // line once, where the system face would hand every Hindi word to a fallback font.
    devanagari:
      "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal, system-ui, -apple-system, Roboto, sans-serif",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.12)',
    modal: '0 12px 40px rgba(15, 23, 42, 0.25)',
  },
  zIndices: { header: 100, overlay: 1000, modal: 1100, toast: 1200 },
} as const;

export type TravelTheme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;

declare module 'styled-components' {
  // Lives beside the theme so every package that imports @travel/shared gets typed `props.theme`.
  export interface DefaultTheme {
    colors: TravelTheme['colors'];
    fonts: TravelTheme['fonts'];
    fontSizes: TravelTheme['fontSizes'];
    space: TravelTheme['space'];
    radii: TravelTheme['radii'];
    shadows: TravelTheme['shadows'];
    zIndices: TravelTheme['zIndices'];
  }
}
