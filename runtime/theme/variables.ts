/**
 * Theme values of shell spec §9, in one place. Style files read these at build time; css-variables.ts
 * turns them into CSS custom properties with a dark preset, and style files take colours from its
 * `colors` (var() references) so the preset and site themes reach every style.
 */
export const theme = {
  gutter: { full: 40, half: 16 },
  breakpoints: { xs: 500, compact: 800, twoColumns: 1200 },
  fontSizes: { extraSmall: 10, small: 12, medium: 14, large: 16, subTitle: 18, title: 24, largeTitle: 32 },
  fontWeights: { normal: 400, semiBold: 600, bold: 700 },
  fontFamily: '"Open Sans", "Open Sans Fallback", system-ui, -apple-system, "Segoe UI", sans-serif',
  /** What text shows in before the web font is turned on (src/ui/font-fallback.css). */
  fallbackFontFamily: '"Open Sans Fallback", system-ui, -apple-system, "Segoe UI", sans-serif',
  radius: 6,
  borderWidth: 1,
  controlHeight: 36,
  largeInputHeight: 48,
  buttonMinWidth: 104,
  /**
   * Title bar (shell spec §9 "Title bar and stacking"): 48 high, 64 in the variant whose account
   * buttons carry text labels under their icons (Plaza's bar has no such variant yet), 44 on mobile;
   * the logo at most 200 wide.
   */
  titleBarHeight: 48,
  titleBarLabelHeight: 64,
  titleBarMobileHeight: 44,
  titleBarLogoMaxWidth: 200,
  narrowContentWidth: 900,
  /** Button sizes besides the min width (shell spec §9 "Controls"): compact and medium square buttons. */
  buttonSizes: { compact: 24, medium: 32 },
  /**
   * Overlays: modals, drop-downs, toasts, loaders (shell spec §9 "Modals, drop-downs and toasts"; DECISIONS.md
   * "Constants the spec states twice": the modal layer is 1051, above the title bar's 1050).
   */
  overlay: {
    zIndex: { dropDown: 1000, modal: 1051, toasts: 1052 },
    modalWidths: { xl: 1022, xxl: 1320, large: 720, medium: 516, small: 375 },
    modalMargin: 40,
    modalHeaderMinHeight: 60,
    dropDownWidths: { default: 250, medium: 300, accountMin: 350 },
    dropDownItemMinHeight: { default: 30, mobile: 44 },
    toastWidths: { default: 280, wide: 380 },
    toastMaxHeight: 120,
    loaderSizes: { fullPage: 100, medium: 50, small: 36 },
    spinnerSeconds: 0.7,
    scrim: "rgba(0, 0, 0, 0.4)",
    shadow: "0 4px 16px rgba(0, 0, 0, 0.16)",
  },
  colors: {
    primary: "#0b64c6",
    primaryHover: "#0953a6",
    /** Text and icons on a primary-coloured background. */
    onPrimary: "#ffffff",
    fg: "#1f2328",
    muted: "#59636e",
    bg: "#ffffff",
    bgAlt: "#f5f7fa",
    border: "#d0d7de",
    error: "#b3261e",
    errorBg: "#fdecea",
  },
} as const;
