// The app shell (product section 2): layouts for signed-in and signed-out pages and what they are made of.
export { BRAND_ATTRIBUTE, useBrandTheme, useManualScrollRestoration } from './brand-theme';
export { useChatWidgetSignOut } from './chat-widget';
export { MainRefContext, MAIN_CONTENT_ID } from './page-main';
export { PublicLayout } from './public-layout';
export { SessionLayout } from './session-layout';
export { ShellLayout } from './shell-layout';
export { SkipLink } from './skip-link';
export { type Breakpoint, breakpointForWidth, useBreakpoint } from './use-breakpoint';
