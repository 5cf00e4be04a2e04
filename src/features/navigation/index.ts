// The title bar (shell spec §2): logo, navigation with mega-menus, search, the account area, compact
// mode and hide-on-scroll. `widgets/title-bar/` registers it as the `TitleBar` widget.
export { TitleBar, type TitleBarProps } from "./TitleBar";
