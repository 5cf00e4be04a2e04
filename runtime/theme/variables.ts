/**
 * Theme values of shell spec §9, in one place. Style files read these at build time; the page shell
 * issue turns them into CSS custom properties and adds the dark preset.
 */
export const theme = {
  gutter: { full: 40, half: 16 },
  breakpoints: { xs: 500, compact: 800, twoColumns: 1200 },
  fontSizes: { extraSmall: 10, small: 12, medium: 14, large: 16, subTitle: 18, title: 24, largeTitle: 32 },
  fontWeights: { normal: 400, semiBold: 600, bold: 700 },
  fontFamily: '"Open Sans", system-ui, -apple-system, "Segoe UI", sans-serif',
  radius: 6,
  borderWidth: 1,
  controlHeight: 36,
  largeInputHeight: 48,
  buttonMinWidth: 104,
  titleBarHeight: 48,
  narrowContentWidth: 900,
  colors: {
    primary: "#0b64c6",
    primaryHover: "#0953a6",
    fg: "#1f2328",
    muted: "#59636e",
    bg: "#ffffff",
    bgAlt: "#f5f7fa",
    border: "#d0d7de",
    error: "#b3261e",
    errorBg: "#fdecea",
  },
} as const;
